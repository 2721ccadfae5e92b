//! CCC: select menus, from-square first.
//!
//! 1. The board message offers a menu of your pieces that can act (label `e3 · Flat`), a
//!    `Restore the Nice Flag` button when that is legal, or a lone `Pass` button when nothing
//!    else is.
//! 2. A piece's step lists its actions: one option per destination square (`to e4 · attack
//!    Black Flat`), and powers (`unstack-n`, `fall-e`, `roll-w`, `stand-c5`, `build`). A Ring
//!    also gets a "Cast shields" menu.
//! 3. A hop that can go on asks where the chain stops: `stop` or a full continuation (its
//!    squares run together, `c7e9`).
//! 4. Shields: each pick adds 1–3 shields to one target (`s` + the targets so far, each as
//!    file and last rank digit, `a10` → `a0`); then `Cast` or add more. Paths hold 4 tokens,
//!    so the picker reaches any shield action with at most 3 different targets; others can
//!    be typed with /move.
//!
//! Only legal choices are offered; every token is checked again against the legal moves.

use super::{rows_of, MenuOption, PickButton, Picker, Row, Step, MAX_MENU_OPTIONS, MAX_ROWS};
use crate::games::ccc::board::{at, file_of, name, parse_square, rank_of, Side, Sq};
use crate::games::ccc::notation::{Move, Targets};
use crate::games::ccc::Ccc;
use crate::games::Game;
use crate::i18n::{tr, Lang, Text};

/// One choice: its token, label, description, and where it leads.
struct Choice {
    token: String,
    label: String,
    description: Option<String>,
    leads_to: Lead,
}

enum Lead {
    Move(String),
    More,
}

pub fn step(game: &Ccc, path: &[&str], lang: Lang) -> Step {
    let moves = game.legal_moves();
    match path {
        [] => first_step(game, &moves, lang),
        ["pass"] if moves == [Move::Pass] => Step::Move("pass".into()),
        ["restore"] if moves.contains(&Move::Restore) => Step::Move("restore".into()),
        [sq, rest @ ..] => {
            let Some(from) = parse_square(sq).filter(|s| name(*s) == *sq) else {
                return Step::Invalid;
            };
            piece_path(game, &moves, from, rest, lang)
        }
    }
}

fn first_step(game: &Ccc, moves: &[Move], lang: Lang) -> Step {
    if moves == [Move::Pass] {
        let mut pass = PickButton::new(tr(lang, "picker-ccc-pass"), "pass", true);
        pass.primary = true;
        return Step::Choose {
            prompt: tr(lang, "picker-ccc-must-pass"),
            rows: rows_of(vec![pass], 1),
        };
    }
    let mut origins: Vec<Sq> = moves.iter().filter_map(|m| m.origin()).collect();
    origins.sort_unstable();
    origins.dedup();
    let options: Vec<MenuOption> = origins
        .iter()
        .map(|&s| {
            let n = moves.iter().filter(|m| m.origin() == Some(s)).count();
            MenuOption {
                label: format!("{} · {}", name(s), piece_text(game, s, lang)),
                token: name(s).to_string(),
                description: Some(Text::new("picker-ccc-actions").arg("count", n).get(lang)),
            }
        })
        .collect();
    let placeholder = tr(lang, "picker-ccc-pick-piece-menu");
    let mut rows = menus(options, &placeholder, MAX_ROWS - 1);
    if moves.contains(&Move::Restore) {
        rows.push(Row::Buttons(vec![PickButton::new(
            tr(lang, "picker-ccc-restore"),
            "restore",
            true,
        )]));
    }
    Step::Choose {
        prompt: tr(lang, "picker-ccc-pick-piece"),
        rows,
    }
}

/// "Flat Stack (3)", "Ring, 2 Power", "Tall Stick".
fn piece_text(game: &Ccc, s: Sq, lang: Lang) -> String {
    let cell = game.cell(s);
    let label = game.unit_label(s);
    let piece = game.unit_name(s).get(lang);
    match label {
        "Flat Stack" | "Constructed Pyramid" | "Pyramid Stack" => Text::new("picker-ccc-stack")
            .arg("piece", piece)
            .arg("count", cell.len())
            .get(lang),
        "Ring" => Text::new("picker-ccc-ring-power")
            .arg("power", cell.top().map_or(0, |p| p.shields))
            .get(lang),
        _ => piece,
    }
}

/// A side's seat name, as players type it.
fn side_name(side: Side) -> &'static str {
    Ccc::SEATS[usize::from(side)]
}

/// Menus of at most 25 options, at most `max_menus` of them (the rest is cut off, which no
/// real position reaches).
fn menus(options: Vec<MenuOption>, placeholder: &str, max_menus: usize) -> Vec<Row> {
    options
        .chunks(MAX_MENU_OPTIONS)
        .take(max_menus)
        .map(|chunk| Row::Menu {
            placeholder: placeholder.to_string(),
            options: chunk.to_vec(),
        })
        .collect()
}

fn choices_to_step(
    prompt: String,
    buttons: Vec<PickButton>,
    lists: Vec<(&str, Vec<Choice>)>,
) -> Step {
    let mut rows = Vec::new();
    if !buttons.is_empty() {
        rows.extend(rows_of(buttons, 5));
    }
    for (placeholder, list) in lists {
        if list.is_empty() {
            continue;
        }
        let options: Vec<MenuOption> = list
            .into_iter()
            .map(|c| MenuOption {
                label: c.label,
                token: c.token,
                description: c.description,
            })
            .collect();
        let room = MAX_ROWS - rows.len();
        rows.extend(menus(options, placeholder, room));
    }
    if rows.is_empty() {
        return Step::Invalid;
    }
    Step::Choose { prompt, rows }
}

/// The token of a piece's action, except moves (their first target square) and shields.
fn power_token(mv: &Move) -> Option<String> {
    Some(match mv {
        Move::Unstack(_, d) => format!("unstack-{}", d.name()),
        Move::Fall(_, d) => format!("fall-{}", d.name()),
        Move::Roll(_, d) => format!("roll-{}", d.name()),
        Move::Stand(_, t) => format!("stand-{}", name(*t)),
        Move::Build(_) => "build".into(),
        _ => return None,
    })
}

fn power_label(mv: &Move, lang: Lang) -> String {
    let text = match mv {
        Move::Unstack(_, d) => Text::new("picker-ccc-unstack").arg("direction", d.name()),
        Move::Fall(_, d) => Text::new("picker-ccc-fall").arg("direction", d.name()),
        Move::Roll(_, d) => Text::new("picker-ccc-roll").arg("direction", d.name()),
        Move::Stand(_, t) => Text::new("picker-ccc-stand").arg("square", name(*t)),
        Move::Build(_) => Text::new("picker-ccc-build"),
        _ => return String::new(),
    };
    text.get(lang)
}

/// What landing on `to` means for the piece on `from`.
fn target_text(game: &Ccc, from: Sq, to: Sq, hop: bool, lang: Lang) -> String {
    if hop {
        let mid = ((from as u16 + to as u16) / 2) as Sq;
        return Text::new("picker-ccc-hop-over")
            .arg("square", name(mid))
            .get(lang);
    }
    let side = game.cell(from).side().unwrap_or(0);
    let target = game.cell(to);
    match target.side() {
        None => tr(lang, "picker-ccc-move"),
        Some(s) if s != side => Text::new("picker-ccc-attack")
            .arg("side", side_name(s))
            .arg("piece", piece_text(game, to, lang))
            .get(lang),
        Some(_) => {
            let mover = game.unit_label(from);
            let what = piece_text(game, to, lang);
            let on = game.unit_label(to);
            let mover_pyramid = matches!(
                mover,
                "Small Pyramid" | "Medium Pyramid" | "Large Pyramid" | "Constructed Pyramid"
            );
            let on_stackable = matches!(
                on,
                "Flat"
                    | "Flat Stack"
                    | "Small Pyramid"
                    | "Medium Pyramid"
                    | "Large Pyramid"
                    | "Constructed Pyramid"
                    | "Pyramid Stack"
            );
            let id = if mover_pyramid && !on_stackable {
                "picker-ccc-crush"
            } else if mover_pyramid {
                "picker-ccc-go-on-top"
            } else if mover == "Rectangle" {
                "picker-ccc-attack-own"
            } else {
                "picker-ccc-join"
            };
            Text::new(id).arg("piece", what).get(lang)
        }
    }
}

fn piece_path(game: &Ccc, moves: &[Move], from: Sq, rest: &[&str], lang: Lang) -> Step {
    let mine: Vec<&Move> = moves
        .iter()
        .filter(|m| m.origin() == Some(from) && !matches!(m, Move::Shield(..)))
        .collect();
    let shields: Vec<Targets> = moves
        .iter()
        .filter_map(|m| match m {
            Move::Shield(r, t) if *r == from => Some(*t),
            _ => None,
        })
        .collect();
    if mine.is_empty() && shields.is_empty() {
        return Step::Invalid;
    }
    let what = Text::new("picker-ccc-piece-on")
        .arg("piece", piece_text(game, from, lang))
        .arg("square", name(from))
        .get(lang);
    match rest {
        [] => {
            let mut actions = Vec::new();
            let mut firsts: Vec<Sq> = Vec::new();
            for m in &mine {
                if let Move::Go(p) = m {
                    let to = p.squares()[1];
                    if !firsts.contains(&to) {
                        firsts.push(to);
                    }
                }
            }
            for &to in &firsts {
                let through: Vec<&&Move> = mine
                    .iter()
                    .filter(|m| matches!(m, Move::Go(p) if p.squares()[1] == to))
                    .collect();
                let distance = (file_of(from) - file_of(to))
                    .abs()
                    .max((rank_of(from) - rank_of(to)).abs());
                let hop = game.unit_label(from) == "Flat" && distance == 2;
                let more = through.len() > 1;
                actions.push(Choice {
                    token: name(to).to_string(),
                    label: Text::new(if more {
                        "picker-ccc-to-hop-on"
                    } else {
                        "picker-ccc-to"
                    })
                    .arg("square", name(to))
                    .get(lang),
                    description: Some(target_text(game, from, to, hop, lang)),
                    leads_to: if more {
                        Lead::More
                    } else {
                        Lead::Move(game.format_move(through[0]))
                    },
                });
            }
            for m in &mine {
                if let Some(token) = power_token(m) {
                    actions.push(Choice {
                        token,
                        label: power_label(m, lang),
                        description: None,
                        leads_to: Lead::Move(game.format_move(m)),
                    });
                }
            }
            let shield_list = shield_additions(game, &[], &shields, lang);
            let (act, cast) = (
                tr(lang, "picker-ccc-act-menu"),
                tr(lang, "picker-ccc-cast-menu"),
            );
            choices_to_step(
                Text::new("picker-ccc-pick-action")
                    .arg("piece", what)
                    .get(lang),
                Vec::new(),
                vec![(&act, actions), (&cast, shield_list)],
            )
        }
        [tok, more @ ..] if tok.starts_with('s') && !tok.contains('-') && !shields.is_empty() => {
            shield_path(game, from, &shields, tok, more, lang)
        }
        [tok] => {
            if let Some(m) = mine
                .iter()
                .find(|m| power_token(m).as_deref() == Some(*tok))
            {
                return Step::Move(game.format_move(m));
            }
            let Some(to) = parse_square(tok).filter(|s| name(*s) == *tok) else {
                return Step::Invalid;
            };
            let chains = chains_through(&mine, to);
            match chains.as_slice() {
                [] => Step::Invalid,
                [only] => Step::Move(game.format_move(only)),
                _ => {
                    let list = chain_choices(game, &chains, lang);
                    let prompt = Text::new("picker-ccc-hop-prompt")
                        .arg("from", name(from))
                        .arg("to", name(to));
                    let placeholder = tr(lang, "picker-ccc-chain-menu");
                    choices_to_step(prompt.get(lang), Vec::new(), vec![(&placeholder, list)])
                }
            }
        }
        [tok, choice] => {
            let Some(to) = parse_square(tok).filter(|s| name(*s) == *tok) else {
                return Step::Invalid;
            };
            let chains = chains_through(&mine, to);
            if chains.len() < 2 {
                return Step::Invalid;
            }
            chain_choices(game, &chains, lang)
                .into_iter()
                .find(|c| c.token == *choice)
                .map_or(Step::Invalid, |c| match c.leads_to {
                    Lead::Move(m) => Step::Move(m),
                    Lead::More => Step::Invalid,
                })
        }
        _ => Step::Invalid,
    }
}

fn chains_through<'a>(mine: &[&'a Move], to: Sq) -> Vec<&'a Move> {
    let mut v: Vec<&Move> = mine
        .iter()
        .copied()
        .filter(|m| matches!(m, Move::Go(p) if p.squares()[1] == to))
        .collect();
    v.sort_by_key(|m| match m {
        Move::Go(p) => p.squares().to_vec(),
        _ => Vec::new(),
    });
    v
}

/// Each chain through one first landing square: `stop`, or the rest of its squares.
fn chain_choices(game: &Ccc, chains: &[&Move], lang: Lang) -> Vec<Choice> {
    chains
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let Move::Go(p) = m else {
                unreachable!("chains are moves")
            };
            let rest: String = p.squares()[2..].iter().map(|&s| name(s)).collect();
            let token = if rest.is_empty() {
                "stop".to_string()
            } else if rest.len() <= 12 {
                rest
            } else {
                format!("#{i}")
            };
            let spelled = game.format_move(m);
            Choice {
                label: if p.squares().len() == 2 {
                    Text::new("picker-ccc-stop-on")
                        .arg("square", name(p.to()))
                        .get(lang)
                } else {
                    spelled.clone()
                },
                description: Some(
                    Text::new("picker-ccc-hops")
                        .arg("count", p.squares().len() - 1)
                        .get(lang),
                ),
                token,
                leads_to: Lead::Move(spelled),
            }
        })
        .collect()
}

/// A square as file letter and last rank digit: `a10` → `a0`.
fn short(s: Sq) -> String {
    format!(
        "{}{}",
        (b'a' + file_of(s) as u8) as char,
        (rank_of(s) + 1) % 10
    )
}

fn parse_short(text: &str) -> Option<Vec<Sq>> {
    let b = text.as_bytes();
    if !b.len().is_multiple_of(2) {
        return None;
    }
    b.chunks(2)
        .map(|c| {
            let file = c[0].checked_sub(b'a')?;
            let digit = c[1].checked_sub(b'0')?;
            if file >= 8 || digit > 9 {
                return None;
            }
            let rank = if digit == 0 { 9 } else { digit - 1 };
            at(file as i8, rank as i8)
        })
        .collect()
}

fn selection_token(targets: &[Sq]) -> String {
    let mut sorted = targets.to_vec();
    sorted.sort_unstable();
    let mut t = String::from("s");
    for s in sorted {
        t.push_str(&short(s));
    }
    t
}

/// Whether some legal shield action contains `picked` (as a sub-multiset).
fn extendable(shields: &[Targets], picked: &[Sq]) -> bool {
    shields.iter().any(|t| {
        let mut left: Vec<Sq> = t.squares().to_vec();
        picked
            .iter()
            .all(|s| match left.iter().position(|q| q == s) {
                Some(i) => {
                    left.swap_remove(i);
                    true
                }
                None => false,
            })
    })
}

/// Options that add 1 or more shields on one target to `picked`.
fn shield_additions(game: &Ccc, picked: &[Sq], shields: &[Targets], lang: Lang) -> Vec<Choice> {
    let mut targets: Vec<Sq> = shields
        .iter()
        .flat_map(|t| t.squares().iter().copied())
        .collect();
    targets.sort_unstable();
    targets.dedup();
    let mut out = Vec::new();
    for t in targets {
        for k in 1..=5 {
            let mut next = picked.to_vec();
            next.extend(std::iter::repeat_n(t, k));
            if !extendable(shields, &next) {
                break;
            }
            out.push(Choice {
                token: selection_token(&next),
                label: Text::new("picker-ccc-add-shields")
                    .arg("count", k)
                    .arg("square", name(t))
                    .get(lang),
                description: Some(piece_text(game, t, lang)),
                leads_to: Lead::More,
            });
        }
    }
    out
}

fn shield_move(game: &Ccc, ring: Sq, picked: &[Sq], shields: &[Targets]) -> Option<String> {
    let t = Targets::new(picked)?;
    shields
        .contains(&t)
        .then(|| game.format_move(&Move::Shield(ring, t)))
}

/// `tok` is the selection so far; `more` what comes after it (at most 2 tokens).
fn shield_path(
    game: &Ccc,
    ring: Sq,
    shields: &[Targets],
    tok: &str,
    more: &[&str],
    lang: Lang,
) -> Step {
    let Some(picked) = tok.strip_prefix('s').and_then(parse_short) else {
        return Step::Invalid;
    };
    if selection_token(&picked) != tok || shield_move(game, ring, &picked, shields).is_none() {
        return Step::Invalid;
    }
    match more {
        [] => shield_step(game, ring, shields, &picked, false, lang),
        ["cast"] => shield_move(game, ring, &picked, shields).map_or(Step::Invalid, Step::Move),
        [next] => {
            let Some(p2) = next.strip_prefix('s').and_then(parse_short) else {
                return Step::Invalid;
            };
            if selection_token(&p2) != *next || shield_move(game, ring, &p2, shields).is_none() {
                return Step::Invalid;
            }
            shield_step(game, ring, shields, &p2, true, lang)
        }
        [next, last] => {
            let Some(p2) = next.strip_prefix('s').and_then(parse_short) else {
                return Step::Invalid;
            };
            if selection_token(&p2) != *next {
                return Step::Invalid;
            }
            if *last == "cast" {
                return shield_move(game, ring, &p2, shields).map_or(Step::Invalid, Step::Move);
            }
            let Some(p3) = last.strip_prefix('s').and_then(parse_short) else {
                return Step::Invalid;
            };
            if selection_token(&p3) != *last {
                return Step::Invalid;
            }
            shield_move(game, ring, &p3, shields).map_or(Step::Invalid, Step::Move)
        }
        _ => Step::Invalid,
    }
}

fn shield_step(
    game: &Ccc,
    ring: Sq,
    shields: &[Targets],
    picked: &[Sq],
    last: bool,
    lang: Lang,
) -> Step {
    let Some(spelled) = shield_move(game, ring, picked, shields) else {
        return Step::Invalid;
    };
    let cast_label = Text::new("picker-ccc-cast").arg("move", spelled.as_str());
    let mut cast = PickButton::new(cast_label.get(lang), "cast", true);
    cast.primary = true;
    let adds = shield_additions(game, picked, shields, lang);
    let prompt = Text::new(if last {
        "picker-ccc-cast-or-add-last"
    } else {
        "picker-ccc-cast-or-add"
    })
    .arg("move", spelled.as_str());
    let placeholder = tr(lang, "picker-ccc-add-menu");
    choices_to_step(prompt.get(lang), vec![cast], vec![(&placeholder, adds)])
}

impl Picker for Ccc {
    fn step(&self, path: &[&str], lang: Lang) -> Step {
        step(self, path, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The picker in English, as these tests read it.
    fn step(g: &Ccc, path: &[&str]) -> Step {
        super::step(g, path, Lang::EnUs)
    }
    use crate::games::{AnyGame, Options};
    use crate::input::limits::assert_fits;

    fn play(g: &mut Ccc, moves: &[&str]) {
        for m in moves {
            let mv = g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
            g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    fn options(step: &Step) -> Vec<(String, String)> {
        let Step::Choose { rows, .. } = step else {
            panic!("expected a choice, got {step:?}")
        };
        rows.iter()
            .flat_map(|r| match r {
                Row::Buttons(b) => b
                    .iter()
                    .filter(|b| b.enabled)
                    .map(|b| (b.token.clone(), b.label.clone()))
                    .collect::<Vec<_>>(),
                Row::Menu { options, .. } => options
                    .iter()
                    .map(|o| (o.token.clone(), o.label.clone()))
                    .collect(),
            })
            .collect()
    }

    /// Walk every path the picker offers (up to 4 tokens); collect the moves reached.
    fn reachable(g: &Ccc) -> Vec<String> {
        let mut out = Vec::new();
        let mut stack: Vec<Vec<String>> = vec![Vec::new()];
        while let Some(path) = stack.pop() {
            let refs: Vec<&str> = path.iter().map(String::as_str).collect();
            let s = step(g, &refs);
            assert_fits(&s);
            match s {
                Step::Move(m) => out.push(m),
                Step::Invalid => panic!("offered path {path:?} is invalid"),
                Step::Choose { .. } => {
                    assert!(path.len() < 4, "a choice at depth 4: {path:?}");
                    for (tok, _) in options(&s) {
                        let mut p = path.clone();
                        p.push(tok);
                        stack.push(p);
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    fn legal(g: &Ccc) -> Vec<String> {
        let mut v: Vec<String> = g.legal_moves().iter().map(|m| g.format_move(m)).collect();
        v.sort();
        v
    }

    #[test]
    fn every_offered_path_is_legal_and_every_move_is_reachable_at_the_start() {
        let g = Ccc::new(&Options::new(), "0").unwrap();
        assert_eq!(reachable(&g), legal(&g));
        let s = step(&g, &[]);
        let opts = options(&s);
        assert!(opts.iter().any(|(t, l)| t == "e3" && l == "e3 · Flat"));
        // Frozen g2/h2 and the Flag on the first turn are not offered.
        assert!(!opts.iter().any(|(t, _)| t == "g2" || t == "h1"));
    }

    #[test]
    fn random_positions_are_fully_reachable_without_big_shield_lists() {
        let mut rng: u64 = 12345;
        for _game in 0..6 {
            let mut g = Ccc::new(&Options::new(), "0").unwrap();
            for _ in 0..120 {
                if g.outcome().is_some() {
                    break;
                }
                let moves = g.legal_moves();
                let legal_s = legal(&g);
                let reached = reachable(&g);
                // Everything offered is legal; everything legal is offered, except shield
                // actions on more than 3 different targets.
                for m in &reached {
                    assert!(legal_s.contains(m), "{m}");
                }
                for m in &legal_s {
                    let distinct = m
                        .split(' ')
                        .skip(2)
                        .collect::<std::collections::BTreeSet<_>>()
                        .len();
                    if !m.starts_with("shield") || distinct <= 3 {
                        assert!(reached.contains(m), "{m} is not reachable");
                    }
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let plain: Vec<&Move> = moves
                    .iter()
                    .filter(|m| !matches!(m, Move::Shield(..)))
                    .collect();
                let pick = plain[(rng % plain.len() as u64) as usize];
                g.play(pick).unwrap();
            }
        }
    }

    #[test]
    fn hop_chains_ask_where_to_stop() {
        use crate::games::ccc::board::{Kind, Piece, BLACK, WHITE};
        let sq = |n: &str| parse_square(n).unwrap();
        let mut g = Ccc::empty_board(WHITE);
        g.put(sq("a1"), &[Piece::new(Kind::Large, WHITE)]);
        g.put(sq("h10"), &[Piece::new(Kind::Large, BLACK)]);
        g.put(sq("c3"), &[Piece::new(Kind::Flat, WHITE)]);
        for s in ["d4", "d6", "e4"] {
            g.put(sq(s), &[Piece::new(Kind::Flat, BLACK)]);
        }
        let s = step(&g, &["c3"]);
        let opts = options(&s);
        assert!(opts.iter().any(|(t, l)| t == "e5" && l.contains("hop on")));
        let s = step(&g, &["c3", "e5"]);
        assert_fits(&s);
        let toks: Vec<String> = options(&s).into_iter().map(|(t, _)| t).collect();
        assert_eq!(toks.len(), 3);
        assert!(toks.contains(&"stop".to_string()));
        assert!(toks.contains(&"c7".to_string()));
        assert!(toks.contains(&"e3".to_string()));
        assert_eq!(step(&g, &["c3", "e5", "stop"]), Step::Move("c3-e5".into()));
        assert_eq!(step(&g, &["c3", "e5", "c7"]), Step::Move("c3-e5-c7".into()));
        assert_eq!(step(&g, &["c3", "e5", "a9"]), Step::Invalid);
        assert_eq!(reachable(&g), legal(&g));
    }

    #[test]
    fn shield_picker_adds_and_casts() {
        let mut g = Ccc::new(&Options::new(), "0").unwrap();
        play(
            &mut g,
            &[
                "build b1", "a8-a7", "build b1", "a7-a6", "build b1", "a6-a5",
            ],
        );
        let s = step(&g, &["b1"]);
        assert_fits(&s);
        let opts = options(&s);
        assert!(opts.iter().any(|(t, _)| t == "build"));
        assert!(opts
            .iter()
            .any(|(t, l)| t == "se1" && l == "+1 shield on e1"));
        assert!(opts
            .iter()
            .any(|(t, l)| t == "se1e1e1" && l == "+3 shields on e1"));
        let s = step(&g, &["b1", "se1"]);
        assert_fits(&s);
        assert!(options(&s).iter().any(|(t, _)| t == "cast"));
        assert_eq!(
            step(&g, &["b1", "se1", "cast"]),
            Step::Move("shield b1 e1".into())
        );
        assert_eq!(
            step(&g, &["b1", "se1", "sd1e1", "sd1e1f1"]),
            Step::Move("shield b1 d1 e1 f1".into())
        );
        assert_eq!(step(&g, &["b1", "se1e1e1e1"]), Step::Invalid);
        assert_eq!(step(&g, &["b1", "se9"]), Step::Invalid);
        let any = AnyGame::Ccc(g);
        assert_eq!(
            crate::input::step(&any, &["b1", "build"], Lang::EnUs),
            Step::Move("build b1".into())
        );
    }

    #[test]
    fn pass_and_restore_buttons() {
        use crate::games::ccc::board::{Kind, Piece, BLACK, WHITE};
        let sq = |n: &str| parse_square(n).unwrap();
        // Everything frozen: only a Pass button.
        let mut g = Ccc::empty_board(WHITE);
        g.put(sq("a1"), &[Piece::new(Kind::Large, WHITE)]);
        g.put(sq("b2"), &[Piece::new(Kind::Flag, WHITE)]);
        g.put(sq("c3"), &[Piece::new(Kind::Flag, BLACK)]);
        g.put(sq("d4"), &[Piece::new(Kind::Large, BLACK)]);
        let s = step(&g, &[]);
        assert_fits(&s);
        assert_eq!(
            options(&s),
            [(
                "pass".to_string(),
                "Pass (nothing else is legal)".to_string()
            )]
        );
        assert_eq!(step(&g, &["pass"]), Step::Move("pass".into()));
        // A destroyed Flag can be restored.
        let mut g = Ccc::empty_board(WHITE);
        g.put(sq("a1"), &[Piece::new(Kind::Large, WHITE)]);
        g.put(sq("d4"), &[Piece::new(Kind::Large, BLACK)]);
        assert!(options(&step(&g, &[])).iter().any(|(t, _)| t == "restore"));
        assert_eq!(step(&g, &["restore"]), Step::Move("restore".into()));
        assert_eq!(step(&g, &["pass"]), Step::Invalid);
        let g = Ccc::new(&Options::new(), "0").unwrap();
        assert_eq!(step(&g, &["pass"]), Step::Invalid);
        assert_eq!(step(&g, &["restore"]), Step::Invalid);
        assert_eq!(step(&g, &["e3", "e9"]), Step::Invalid);
        assert_eq!(step(&g, &["e3", "e4"]), Step::Move("e3-e4".into()));
        assert_eq!(step(&g, &["zz"]), Step::Invalid);
    }
}
