// Xlib, MIT-SHM, XRandR, Present and XInput 2 for SegueX11. Thin by design: only casts Swift cannot
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
#include <X11/extensions/XInput2.h>
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

/// XInput 2 device events (motion, buttons) inside a generic-event cookie after XGetEventData.
static inline const XIDeviceEvent *segue_xi_device_event(const XGenericEventCookie *cookie) {
  return (const XIDeviceEvent *)cookie->data;
}

/// The XInput 2 device-changed event inside a cookie after XGetEventData.
static inline const XIDeviceChangedEvent *segue_xi_device_changed_event(const XGenericEventCookie *cookie) {
  return (const XIDeviceChangedEvent *)cookie->data;
}

/// Whether bit `bit` of an XInput 2 mask is set (the XIMaskIsSet macro).
static inline int segue_xi_mask_is_set(const unsigned char *mask, int bit) {
  return XIMaskIsSet(mask, bit);
}

/// Sets bit `bit` of an XInput 2 event mask (the XISetMask macro).
static inline void segue_xi_set_mask(unsigned char *mask, int bit) {
  XISetMask(mask, bit);
}

/// A device class as a scroll class, or NULL when it is another kind.
static inline const XIScrollClassInfo *segue_xi_scroll_class(const XIAnyClassInfo *info) {
  return info->type == XIScrollClass ? (const XIScrollClassInfo *)info : NULL;
}

#endif
