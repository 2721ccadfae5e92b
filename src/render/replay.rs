//! A whole game as an animated GIF: the start position, then one frame per ply drawn by the
//! game's own renderer (which marks the last move), the final position held longer.
//!
//! Boards change little from one ply to the next, so every frame after the first carries only
//! the rectangle that changed, and inside it the pixels that did not change are transparent:
//! unchanged pixels are one repeated index, which LZW packs to almost nothing. All frames
//! share one global palette: the colours the renderers drew, exactly when there are at most
//! 255 of them (one index is the transparent one), else cut to the fewest bits a channel that
//! leaves 255, as the PNG encoder does.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, Ordering};

// The sides' colours; `Palette` here is the GIF's table of colours.
use super::palette::Palette as Sides;
use super::{quantize, render, BoardInfo, Canvas, ColourMap};
use crate::games::{AnyGame, ReplayError};
use crate::i18n::{Lang, Text};

/// Discord takes attachments up to 10 MiB; a replay stays well under that.
pub const MAX_GIF_BYTES: usize = 8 * 1024 * 1024;

/// How long each position shows, in hundredths of a second.
const PLY_DELAY: u16 = 70;
const FIRST_DELAY: u16 = 120;
const FINAL_DELAY: u16 = 400;

/// The palette index of a pixel equal to the one in the previous frame (the GIF's transparent
/// index); colours take 0..=254.
const UNCHANGED: u8 = 255;

/// An encoded replay.
#[derive(Debug)]
pub struct ReplayGif {
    pub bytes: Vec<u8>,
    /// Frames in the GIF: the start position plus one per shown ply.
    pub frames: usize,
    /// Every `step`-th ply is shown (1: all of them); more than 1 only when showing every ply
    /// would exceed the size limit. The last ply is always shown.
    pub step: usize,
}

/// One frame's changed rectangle as palette indices ([`UNCHANGED`] where nothing changed).
struct Patch {
    left: u16,
    top: u16,
    width: u16,
    height: u16,
    pixels: Vec<u8>,
    delay: u16,
}

/// The replay of `log` (entries as stored: moves and time-outs) from the start position
/// `start`, at most `max_bytes` long: if every ply would not fit, every N-th ply is shown
/// for the smallest N that fits. `final_status` is the last frame's status line (the result).
pub fn replay_gif(
    start: &AnyGame,
    log: &[String],
    players: &[String; 2],
    final_status: &str,
    look: (Lang, Sides),
    max_bytes: usize,
) -> Result<ReplayGif, ReplayError> {
    let never = AtomicBool::new(false);
    let gif = replay_gif_until(start, log, players, final_status, look, max_bytes, &never)?;
    Ok(gif.expect("a replay nobody stops is finished"))
}

/// [`replay_gif`], given up between two frames once `stop` is raised (nobody waits for it any
/// more): `None` then.
pub fn replay_gif_until(
    start: &AnyGame,
    log: &[String],
    players: &[String; 2],
    final_status: &str,
    look: (Lang, Sides),
    max_bytes: usize,
    stop: &AtomicBool,
) -> Result<Option<ReplayGif>, ReplayError> {
    let mut step = 1;
    loop {
        let Some(gif) = encode(start, log, players, final_status, look, step, stop)? else {
            return Ok(None);
        };
        if gif.bytes.len() <= max_bytes || step >= log.len().max(1) {
            return Ok(Some(gif));
        }
        // Size grows about linearly with the frames shown; aim a little below the limit.
        let shrink = gif.bytes.len().div_ceil(max_bytes).max(2);
        step = (step * shrink).min(log.len());
    }
}

/// [`encode_with`] with the exact colours when at most 255 of them are drawn, else with each
/// channel cut to the fewest bits that leave at most 255 (as the PNG encoder does). `None`
/// when stopped.
fn encode(
    start: &AnyGame,
    log: &[String],
    players: &[String; 2],
    final_status: &str,
    look: (Lang, Sides),
    step: usize,
    stop: &AtomicBool,
) -> Result<Option<ReplayGif>, ReplayError> {
    for shift in 0..=7 {
        match encode_with(start, log, players, final_status, look, step, shift, stop)? {
            Encoded::Gif(gif) => return Ok(Some(gif)),
            Encoded::Stopped => return Ok(None),
            // One bit a channel leaves 8 colours: the last shift always fits.
            Encoded::TooManyColours => {}
        }
    }
    unreachable!("one bit a channel leaves 8 colours")
}

/// What one attempt at encoding gave.
enum Encoded {
    Gif(ReplayGif),
    TooManyColours,
    Stopped,
}

/// The colours met so far, each given the next index as it first appears.
struct Palette {
    shift: u32,
    slots: ColourMap<u8>,
    rgb: Vec<u8>,
}

impl Palette {
    /// `c`'s index, `None` once a 256th colour would be needed.
    fn index(&mut self, c: [u8; 3]) -> Option<u8> {
        let key = quantize(c, self.shift);
        if let Some(&i) = self.slots.get(&key) {
            return Some(i);
        }
        let i = u8::try_from(self.slots.len())
            .ok()
            .filter(|&i| i < UNCHANGED)?;
        self.slots.insert(key, i);
        self.rgb.extend_from_slice(&key.to_be_bytes()[1..]);
        Some(i)
    }
}

/// The GIF with colours cut by `shift` bits a channel, unless they are more than 255.
#[allow(clippy::too_many_arguments)]
fn encode_with(
    start: &AnyGame,
    log: &[String],
    players: &[String; 2],
    final_status: &str,
    (lang, sides): (Lang, Sides),
    step: usize,
    shift: u32,
    stop: &AtomicBool,
) -> Result<Encoded, ReplayError> {
    let total = log.len();
    let info = |status: String| BoardInfo {
        players: players.clone(),
        status,
        lang,
        palette: sides,
    };
    let mut palette = Palette {
        shift,
        slots: ColourMap::default(),
        rgb: Vec::new(),
    };
    let mut game = start.clone();
    // The first frame says how long the replay is, each next one which ply and move it shows,
    // the last the result.
    let replay_status = Text::new("picture-replay-status")
        .arg("plies", total)
        .get(lang);
    let first_status = if total == 0 {
        final_status.to_string()
    } else {
        replay_status.clone()
    };
    let mut previous = render(&game, &info(first_status));
    let (width, height) = (previous.width(), previous.height());
    let Some(mut first) = difference(None, &previous, &mut palette) else {
        return Ok(Encoded::TooManyColours);
    };
    first.delay = if total == 0 { FINAL_DELAY } else { FIRST_DELAY };
    let mut patches = vec![first];
    for (i, entry) in log.iter().enumerate() {
        let ply = i + 1;
        let applied = game
            .apply_log_entry(entry)
            .map_err(|error| ReplayError::Move {
                ply,
                mv: entry.clone(),
                error,
            })?;
        let last = ply == total;
        if !last && ply % step != 0 {
            continue;
        }
        if stop.load(Ordering::Relaxed) {
            return Ok(Encoded::Stopped);
        }
        let status = if last {
            final_status.to_string()
        } else {
            Text::new("picture-replay-ply")
                .arg("ply", ply)
                .arg("plies", total)
                .arg("move", applied)
                .get(lang)
        };
        let frame = render(&game, &info(status));
        let Some(mut patch) = difference(Some(&previous), &frame, &mut palette) else {
            return Ok(Encoded::TooManyColours);
        };
        patch.delay = if last { FINAL_DELAY } else { PLY_DELAY };
        patches.push(patch);
        previous = frame;
    }

    let mut bytes = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut bytes, width as u16, height as u16, &palette.rgb)
            .expect("writing to memory");
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .expect("writing to memory");
        for patch in &patches {
            let frame = gif::Frame {
                delay: patch.delay,
                dispose: gif::DisposalMethod::Keep,
                transparent: Some(UNCHANGED),
                left: patch.left,
                top: patch.top,
                width: patch.width,
                height: patch.height,
                buffer: Cow::Borrowed(&patch.pixels),
                ..gif::Frame::default()
            };
            encoder.write_frame(&frame).expect("writing to memory");
        }
    }
    Ok(Encoded::Gif(ReplayGif {
        bytes,
        frames: patches.len(),
        step,
    }))
}

/// The smallest rectangle holding every pixel of `frame` that differs from `previous` (all of
/// it without one), as palette indices, [`UNCHANGED`] for the pixels that did not change;
/// `None` if the palette runs out. A frame equal to the previous one becomes one unchanged
/// pixel, so that every ply still has its frame.
fn difference(previous: Option<&Canvas>, frame: &Canvas, palette: &mut Palette) -> Option<Patch> {
    let stride = frame.width() as usize * 3;
    let new = frame.as_raw();
    let (mut x0, mut x1, mut y0, mut y1) = (usize::MAX, 0, usize::MAX, 0);
    match previous {
        None => (x0, x1, y0, y1) = (0, frame.width() as usize, 0, frame.height() as usize),
        Some(previous) => {
            let old = previous.as_raw();
            for y in 0..frame.height() as usize {
                let (a, b) = (&old[y * stride..][..stride], &new[y * stride..][..stride]);
                if a == b {
                    continue;
                }
                let first = a.iter().zip(b).position(|(p, q)| p != q)?;
                let last = stride
                    - 1
                    - a.iter()
                        .rev()
                        .zip(b.iter().rev())
                        .position(|(p, q)| p != q)?;
                x0 = x0.min(first / 3);
                x1 = x1.max(last / 3 + 1);
                y0 = y0.min(y);
                y1 = y + 1;
            }
        }
    }
    if y0 == usize::MAX {
        return Some(Patch {
            left: 0,
            top: 0,
            width: 1,
            height: 1,
            pixels: vec![UNCHANGED],
            delay: 0,
        });
    }
    let mut pixels = Vec::with_capacity((x1 - x0) * (y1 - y0));
    let (mut run, mut run_index) = ([0u8; 3], None);
    for y in y0..y1 {
        let row = y * stride;
        let b = &new[row + x0 * 3..row + x1 * 3];
        let a = previous.map(|p| &p.as_raw()[row + x0 * 3..row + x1 * 3]);
        for (x, q) in b.chunks_exact(3).enumerate() {
            if a.is_some_and(|a| &a[x * 3..x * 3 + 3] == q) {
                pixels.push(UNCHANGED);
                continue;
            }
            let c = [q[0], q[1], q[2]];
            if run_index.is_none() || run != c {
                run = c;
                run_index = Some(palette.index(c)?);
            }
            pixels.push(run_index.expect("set above"));
        }
    }
    Some(Patch {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0) as u16,
        height: (y1 - y0) as u16,
        pixels,
        delay: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameKind, Options};

    fn played(kind: GameKind, plies: usize) -> (AnyGame, Vec<String>) {
        let start = AnyGame::new(kind, &Options::new(), "replay").expect("default options");
        let mut game = start.clone();
        let mut log = Vec::new();
        for i in 0..plies {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[(i * 5 + 1) % legal.len()].clone();
            let mv = game.resolve_chance(&mv, "replay").unwrap_or(mv);
            game.play(&mv).expect("legal");
            log.push(mv);
        }
        (start, log)
    }

    /// Composes the decoded frames as a viewer does and compares each with the board drawn
    /// directly, pixel for pixel.
    #[test]
    fn frames_rebuild_every_position_exactly() {
        let players = ["Ann".to_string(), "Bob".to_string()];
        for &kind in GameKind::ALL {
            let (start, log) = played(kind, 12);
            let gif = replay_gif(
                &start,
                &log,
                &players,
                "The end",
                (Lang::EnUs, Sides::Classic),
                MAX_GIF_BYTES,
            )
            .unwrap();
            assert_eq!((gif.frames, gif.step), (log.len() + 1, 1), "{kind}");

            let mut options = gif::DecodeOptions::new();
            options.set_color_output(gif::ColorOutput::Indexed);
            let mut decoder = options.read_info(gif.bytes.as_slice()).unwrap();
            let palette = decoder.global_palette().unwrap().to_vec();
            let (w, h) = (decoder.width() as usize, decoder.height() as usize);
            let mut screen = vec![0u8; w * h * 3];
            let mut game = start.clone();
            let mut n = 0;
            while let Some(frame) = decoder.read_next_frame().unwrap() {
                for y in 0..frame.height as usize {
                    for x in 0..frame.width as usize {
                        let i = frame.buffer[y * frame.width as usize + x];
                        if Some(i) == frame.transparent {
                            continue;
                        }
                        let at = ((frame.top as usize + y) * w + frame.left as usize + x) * 3;
                        screen[at..at + 3].copy_from_slice(&palette[i as usize * 3..][..3]);
                    }
                }
                let applied = (n > 0).then(|| game.apply_log_entry(&log[n - 1]).unwrap());
                // The start says how long the replay is, each ply which one it is, the end
                // the result.
                let status = match applied {
                    _ if n == log.len() => "The end".to_string(),
                    None => format!("Replay · {} plies", log.len()),
                    Some(mv) => format!("Ply {n} of {} · {mv}", log.len()),
                };
                let expected = render(
                    &game,
                    &BoardInfo {
                        players: players.clone(),
                        status,
                        lang: Lang::EnUs,
                        palette: Default::default(),
                    },
                );
                // Exact when the colours fit the palette, within the cut bits otherwise.
                let worst = screen
                    .iter()
                    .zip(expected.as_raw())
                    .map(|(a, b)| a.abs_diff(*b))
                    .max()
                    .unwrap();
                assert!(worst <= 16, "{kind} frame {n}: off by {worst}");
                n += 1;
            }
            assert_eq!(n, log.len() + 1);
        }
    }

    #[test]
    fn a_replay_asked_to_stop_gives_up_between_frames() {
        let (start, log) = played(GameKind::TwentySevens, 10);
        let players = ["Ann".to_string(), "Bob".to_string()];
        let stopped = AtomicBool::new(true);
        let gif = replay_gif_until(
            &start,
            &log,
            &players,
            "The end",
            (Lang::EnUs, Sides::Classic),
            MAX_GIF_BYTES,
            &stopped,
        )
        .unwrap();
        assert!(gif.is_none());
        let going = AtomicBool::new(false);
        let gif = replay_gif_until(
            &start,
            &log,
            &players,
            "The end",
            (Lang::EnUs, Sides::Classic),
            MAX_GIF_BYTES,
            &going,
        )
        .unwrap();
        assert_eq!(gif.map(|g| g.frames), Some(11));
    }

    #[test]
    fn a_replay_over_the_limit_shows_every_nth_ply_and_keeps_the_last() {
        let players = ["Ann".to_string(), "Bob".to_string()];
        let (start, log) = played(GameKind::Ccc, 30);
        let full = replay_gif(
            &start,
            &log,
            &players,
            "The end",
            (Lang::EnUs, Sides::Classic),
            MAX_GIF_BYTES,
        )
        .unwrap();
        let limited = replay_gif(
            &start,
            &log,
            &players,
            "The end",
            (Lang::EnUs, Sides::Classic),
            full.bytes.len() / 2,
        )
        .unwrap();
        assert!(limited.step >= 2, "step {}", limited.step);
        assert!(limited.bytes.len() <= full.bytes.len() / 2);
        assert_eq!(
            limited.frames,
            1 + log.len() / limited.step + usize::from(log.len() % limited.step != 0)
        );
    }
}
