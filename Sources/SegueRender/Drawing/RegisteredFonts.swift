import CCairo
import Foundation

/// Fonts a program registers while it runs (Core Text's `CTFontManagerRegisterGraphicsFont`,
/// docs/uikit-behaviour-2.md §24): fontconfig's application fonts, which each thread's Pango
/// font map sees once told that fontconfig's fonts changed.
package enum RegisteredFonts {
  private static let lock = NSLock()
  /// Bumped by each registration; guarded by `lock`.
  nonisolated(unsafe) private static var generation = 0
  /// The generation each thread's font map last saw; guarded by `lock`.
  nonisolated(unsafe) private static var seen: [UnsafeMutableRawPointer: Int] = [:]

  /// The family name and PostScript name inside TrueType or OpenType font data (its `name`
  /// table, read with HarfBuzz); nil when the data holds no font with glyphs.
  package static func names(in data: Data) -> (family: String, postScriptName: String)? {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> (family: String, postScriptName: String)? in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count > 0,
        let blob = hb_blob_create(base, UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
      else { return nil }
      defer { hb_blob_destroy(blob) }
      guard hb_face_count(blob) > 0, let face = hb_face_create(blob, 0) else { return nil }
      defer { hb_face_destroy(face) }
      guard hb_face_get_glyph_count(face) > 0 else { return nil }
      let english = hb_language_from_string("en", -1)
      func name(_ id: hb_ot_name_id_t) -> String? {
        var length = hb_ot_name_get_utf8(face, id, english, nil, nil)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        length += 1
        _ = hb_ot_name_get_utf8(face, id, english, &length, &buffer)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      guard let family = name(hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)) else { return nil }
      let postScriptName = name(hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME)) ?? family
      return (family, postScriptName)
    }
  }

  /// Adds the font file at `path` to fontconfig's application fonts, so Pango finds its
  /// family from the next text laid out on any thread; false when fontconfig cannot read it.
  package static func add(fileAt path: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard FcConfigAppFontAddFile(nil, path) == FcTrue else { return false }
    generation += 1
    return true
  }

  /// Tells the calling thread's Pango font map about fonts registered since it last looked
  /// (`pango_fc_font_map_config_changed`); text layout calls it before making a layout.
  package static func refreshThreadFontMap() {
    guard let map = pango_cairo_font_map_get_default() else { return }
    let key = UnsafeMutableRawPointer(map)
    lock.lock()
    let current = generation
    let stale = current > 0 && seen[key] != current
    if stale { seen[key] = current }
    lock.unlock()
    if stale { pango_fc_font_map_config_changed(OpaquePointer(key)) }
  }
}
