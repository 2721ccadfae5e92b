//! Rectangles on a canvas: where text may go and where its ink went.

/// A rectangle on a canvas, in pixels: `x`, `y` its top-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

impl Area {
    pub const fn new(x: i32, y: i32, w: i32, h: i32) -> Area {
        Area { x, y, w, h }
    }

    /// The rectangle from (x0, y0) to (x1, y1), exclusive.
    pub const fn span(x0: i32, y0: i32, x1: i32, y1: i32) -> Area {
        Area::new(x0, y0, x1 - x0, y1 - y0)
    }

    pub const fn right(self) -> i32 {
        self.x + self.w
    }

    pub const fn bottom(self) -> i32 {
        self.y + self.h
    }

    pub const fn contains(self, other: Area) -> bool {
        other.x >= self.x
            && other.y >= self.y
            && other.right() <= self.right()
            && other.bottom() <= self.bottom()
    }
}
