// CCairo: cairo (drawing, PNG), Pango with its cairo binding (text), fontconfig (fonts a
// program registers) and pixman (compositing), exposed to Swift as they are. Declarations only; no logic here.
//
// Include paths come from pkg-config (see Package.swift): cairo, pixman-1, harfbuzz and
// gobject-2.0 from the system's .pc files, and pango's own header directory from
// segue-pango.pc beside this file, because pango.pc inherits `-pthread` from gmodule
// and SwiftPM warns about that flag.
#ifndef SEGUE_CCAIRO_SHIM_H
#define SEGUE_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pixman.h>
#include <hb-ot.h>
#include <fontconfig/fontconfig.h>

// Pango's fontconfig font map (pango/pangofc-fontmap.h, which needs FreeType's headers):
// the one call that makes a font map see fonts added to fontconfig after it listed them.
// The same declarations as Pango's.
typedef struct _PangoFcFontMap PangoFcFontMap;
void pango_fc_font_map_config_changed(PangoFcFontMap *fcfontmap);

#endif
