// pixman, the pixel-manipulation library under cairo (Debian: libpixman-1-dev).
// Segue's compositor uses it for fills and integer-offset SRC/OVER blits.
#include <pixman.h>
