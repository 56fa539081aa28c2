import CCairo
import Foundation

extension CGContext {
    /// Draws `image` scaled to fill `rect`, upright in CoreGraphics' y-up sense: the image's top row is
    /// placed along `rect.maxY`.
    ///
    /// In a UIKit (top-left origin) context this shows the image upside down, exactly as on iOS.
    /// The state's alpha, shadow, blend mode and interpolation quality apply.
    public func draw(_ image: CGImage, in rect: CGRect) {
        _drawImage(image, in: rect, flipped: true)
    }

    /// Tiles `image` over the clip; one tile fills `rect`, and copies repeat from it in both directions.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { draw(image, in: rect); return }
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        cairo_save(_cairo)
        cairo_translate(_cairo, Double(rect.minX), Double(rect.maxY))
        cairo_scale(_cairo, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
        let pattern = cairo_pattern_create_for_surface(image._surface)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, _state.interpolationQuality._cairoFilter)
        _paint {
            cairo_set_source(_cairo, pattern)
            cairo_paint_with_alpha(_cairo, _state.alpha)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(_cairo)
    }

    /// Draws `image` scaled into `rect`; with `flipped`, the top row goes along `rect.maxY` (CoreGraphics'
    /// convention), otherwise along `rect.minY` (UIKit's).
    package func _drawImage(_ image: CGImage, in rect: CGRect, flipped: Bool) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0, !rect.isNull else { return }
        cairo_save(_cairo)
        let sx = Double(rect.width) / Double(image.width), sy = Double(rect.height) / Double(image.height)
        if flipped {
            cairo_translate(_cairo, Double(rect.minX), Double(rect.maxY))
            cairo_scale(_cairo, sx, -sy)
        } else {
            cairo_translate(_cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(_cairo, sx, sy)
        }
        let pattern = cairo_pattern_create_for_surface(image._surface)!
        // Padding keeps scaled edges sharp; a clip limits the image to its rectangle.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, _state.interpolationQuality._cairoFilter)
        cairo_new_path(_cairo)
        _paint(ink: _deviceBox(0, 0, Double(image.width), Double(image.height))) {
            // Clipping inside the operation keeps a shadow free to fall outside the image's rectangle.
            cairo_save(_cairo)
            cairo_rectangle(_cairo, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(_cairo)
            cairo_set_source(_cairo, pattern)
            cairo_paint_with_alpha(_cairo, _state.alpha)
            cairo_restore(_cairo)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(_cairo)
    }
}

extension CGContext {
    /// Fills `rect` with copies of `image`, each `tileSize` big, the first at `rect.origin` (UIKit orientation:
    /// the image's top row at the top of each tile).
    package func _tileImage(_ image: CGImage, in rect: CGRect, tileSize: CGSize) {
        guard image.width > 0, image.height > 0, tileSize.width > 0, tileSize.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(_cairo)
        cairo_new_path(_cairo)
        cairo_rectangle(_cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(_cairo)
        cairo_translate(_cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(_cairo, Double(tileSize.width) / Double(image.width), Double(tileSize.height) / Double(image.height))
        let pattern = cairo_pattern_create_for_surface(image._surface)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, _state.interpolationQuality._cairoFilter)
        _paint {
            cairo_set_source(_cairo, pattern)
            cairo_paint_with_alpha(_cairo, _state.alpha)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(_cairo)
    }
}

extension CGInterpolationQuality {
    var _cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .medium, .default: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
