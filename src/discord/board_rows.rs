//! A board message's rows within Discord's limits: at most five action rows, each of at most
//! five buttons or one menu. Any more and Discord refuses the whole message, board and all.
//! The picker's rows come first (at most `input::MAX_ROWS`), then the board's own buttons
//! (draw, resign, own page, take back, Play in Discord, the live board's link, Give time),
//! five a row.

use poise::serenity_prelude::{CreateActionRow, CreateButton};

/// Discord's limit on action rows in a message.
pub const MAX_ROWS: usize = 5;

/// Discord's limit on buttons in an action row.
pub const MAX_BUTTONS_PER_ROW: usize = 5;

/// `rows` with `buttons` after them, five a row, in order. Where that would pass Discord's five
/// rows (a picker of four rows under six buttons or more), the buttons that find no row of
/// their own join the picker's button rows that have room, and any left then are left off,
/// the last first: `buttons` lists the most needed first.
pub fn with_buttons(
    mut rows: Vec<CreateActionRow>,
    buttons: Vec<CreateButton>,
) -> Vec<CreateActionRow> {
    let mut buttons = buttons.into_iter().peekable();
    while buttons.peek().is_some() && rows.len() < MAX_ROWS {
        rows.push(CreateActionRow::Buttons(
            buttons.by_ref().take(MAX_BUTTONS_PER_ROW).collect(),
        ));
    }
    for row in rows.iter_mut() {
        if let CreateActionRow::Buttons(in_row) = row {
            while in_row.len() < MAX_BUTTONS_PER_ROW {
                match buttons.next() {
                    Some(button) => in_row.push(button),
                    None => break,
                }
            }
        }
    }
    let left_off = buttons.count();
    if left_off > 0 {
        tracing::warn!(left_off, "a board's buttons did not fit Discord's rows");
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude::ButtonStyle;

    fn button(id: &str) -> CreateButton {
        CreateButton::new(id)
            .label(id)
            .style(ButtonStyle::Secondary)
    }

    fn picker_row(prefix: &str, n: usize) -> CreateActionRow {
        CreateActionRow::Buttons((0..n).map(|i| button(&format!("{prefix}{i}"))).collect())
    }

    /// The custom ids, row by row.
    fn ids(rows: &[CreateActionRow]) -> Vec<Vec<String>> {
        let rows = serde_json::to_value(rows).unwrap();
        rows.as_array()
            .unwrap()
            .iter()
            .map(|row| {
                row["components"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c["custom_id"].as_str().unwrap().to_string())
                    .collect()
            })
            .collect()
    }

    fn own(n: usize) -> Vec<CreateButton> {
        (0..n).map(|i| button(&format!("own{i}"))).collect()
    }

    #[test]
    fn six_buttons_take_a_second_row_under_a_short_picker() {
        let rows = with_buttons(vec![picker_row("p", 3), picker_row("q", 3)], own(6));
        assert_eq!(
            ids(&rows),
            vec![
                vec!["p0", "p1", "p2"],
                vec!["q0", "q1", "q2"],
                vec!["own0", "own1", "own2", "own3", "own4"],
                vec!["own5"],
            ]
        );
    }

    #[test]
    fn under_four_picker_rows_the_sixth_button_joins_a_picker_row_with_room() {
        let picker = vec![
            picker_row("a", 5),
            picker_row("b", 5),
            picker_row("c", 5),
            picker_row("d", 1),
        ];
        let rows = with_buttons(picker, own(6));
        assert_eq!(rows.len(), MAX_ROWS);
        assert_eq!(ids(&rows)[3], vec!["d0", "own5"]);
        assert_eq!(ids(&rows)[4].len(), MAX_BUTTONS_PER_ROW);
    }

    #[test]
    fn a_full_message_leaves_off_the_last_buttons_rather_than_be_refused() {
        let picker = (0..4).map(|i| picker_row(&format!("r{i}-"), 5)).collect();
        let rows = with_buttons(picker, own(7));
        let ids = ids(&rows);
        assert_eq!(ids.len(), MAX_ROWS);
        assert!(ids.iter().all(|row| row.len() <= MAX_BUTTONS_PER_ROW));
        assert_eq!(ids[4], vec!["own0", "own1", "own2", "own3", "own4"]);
    }

    #[test]
    fn no_buttons_add_no_row() {
        assert!(with_buttons(Vec::new(), Vec::new()).is_empty());
        assert_eq!(with_buttons(vec![picker_row("p", 2)], Vec::new()).len(), 1);
    }
}
