// libwebp's encoder and libwebpmux's animation encoder (WebPAnimEncoder), for SegueExport's
// animated WebP output. Debian package: libwebp-dev (pkg-config: libwebpmux libwebp).
#include <webp/encode.h>
#include <webp/mux.h>
