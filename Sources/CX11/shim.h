// Xlib, MIT-SHM, XRandR and Present for SegueX11. Thin by design: only casts Swift cannot
// spell without ceremony; no logic. Xlib's function twins (XConnectionNumber,
// XDefaultScreen, XDestroyImage, ...) are called directly from Swift.
#ifndef SEGUE_CX11_SHIM_H
#define SEGUE_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/Xpresent.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/// XDestroyImage is a macro over the image's own destroy function (SHM images free only
/// the header; plain images also free their data); Swift cannot call the macro.
static inline int segue_destroy_image(XImage *image) {
  return XDestroyImage(image);
}

/// The MIT-SHM completion event inside a generic XEvent (an extension event type).
static inline const XShmCompletionEvent *segue_shm_completion_event(const XEvent *event) {
  return (const XShmCompletionEvent *)event;
}

/// The Present CompleteNotify payload of a generic-event cookie after XGetEventData.
static inline const XPresentCompleteNotifyEvent *segue_present_complete_event(const XGenericEventCookie *cookie) {
  return (const XPresentCompleteNotifyEvent *)cookie->data;
}

#endif
