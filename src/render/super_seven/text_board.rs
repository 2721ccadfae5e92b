//! The board as text, for the terminal.

use crate::games::super_seven::{squares, Square, SuperSeven, MAX_THROWS};
use crate::games::{Game, Seat};
use crate::i18n::{Lang, Text};

/// The board as text for the terminal: `b`/`r` counters, `B`/`R` won boxes, `.` empty.
pub fn text_board(game: &SuperSeven, lang: Lang) -> String {
    let mut out = String::new();
    for rank in (0..9u8).rev() {
        if rank % 3 == 2 && rank != 8 {
            out.push_str("   ------+-------+------\n");
        }
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..9u8 {
            if file % 3 == 0 && file != 0 {
                out.push_str(" |");
            }
            let sq = Square::from_file_rank(file, rank);
            let won = game.box_owner(sq.box_index()).is_some();
            let mark = match (game.cell(sq), won) {
                (Some(Seat(0)), false) => 'b',
                (Some(_), false) => 'r',
                (Some(Seat(0)), true) => 'B',
                (Some(_), true) => 'R',
                (None, _) => '.',
            };
            out.push(' ');
            out.push(mark);
        }
        out.push('\n');
    }
    out.push_str("   a b c   d e f   g h i\n");
    match (game.current_roll(), game.to_move()) {
        (Some(t), Some(s)) => {
            let targets: Vec<String> = squares(game.targets()).map(|s| s.name()).collect();
            let line = Text::new("picture-super-seven-text-threw")
                .arg("seat", SuperSeven::SEATS[s.index()])
                .arg("total", t)
                .arg("squares", targets.join(" "));
            out.push_str(&line.get(lang));
            out.push('\n');
        }
        (None, Some(s)) => {
            let line = Text::new("picture-super-seven-text-to-roll")
                .arg("seat", SuperSeven::SEATS[s.index()])
                .arg("throw", game.throws_this_turn() + 1)
                .arg("max", MAX_THROWS);
            out.push_str(&line.get(lang));
            out.push('\n');
        }
        (_, None) => {}
    }
    out
}
