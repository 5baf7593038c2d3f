// XTest input injection, for tests only (SegueX11Tests).
#ifndef SEGUE_CXTEST_SHIM_H
#define SEGUE_CXTEST_SHIM_H
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#endif
