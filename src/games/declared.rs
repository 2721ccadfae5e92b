//! What a game declares about itself beyond its rules, as plain data (a designed game's rules
//! file can give the same): the achievements its own wins earn ([`Feat`], [`Game::FEATS`]) and
//! whether its positions make puzzles ([`Puzzles`], [`Game::PUZZLES`]). The host and the AI
//! read these through [`GameKind`] and never name a game.

use super::{AnyGame, Game, GameKind, Seat};

/// An achievement a win in one game earns: its feat (a landslide, a swift win).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Feat {
    /// The code the store keeps for it: `feat-` and then unique among all games' feats (a
    /// game's first is `feat-<game id>`). Stored codes never change.
    pub id: &'static str,
    /// The Fluent message with its name and what it asks for, as `/stats` and the
    /// announcements under a final board say it ("Landslide: won … by 3 lines or more").
    pub name: &'static str,
    /// What the finished game shows when the winner earned it.
    pub condition: WinCondition,
}

/// A feat's condition, read from the finished game the winner won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinCondition {
    /// The winner's score is at least this much above the loser's.
    ScoreMargin(i64),
    /// The game ended within this many entries of its log.
    WithinPlies(usize),
    /// The winner scored, and at least this many times what the loser did.
    ScoreMultiple(i64),
}

impl WinCondition {
    /// Whether a game that ended after `ply` entries with `scores` (none: 0 each) shows it
    /// for `winner`.
    pub fn holds(self, scores: Option<[i64; 2]>, ply: usize, winner: Seat) -> bool {
        let (mine, theirs) = match scores {
            Some(s) => (s[winner.index()], s[winner.other().index()]),
            None => (0, 0),
        };
        match self {
            WinCondition::ScoreMargin(margin) => mine - theirs >= margin,
            WinCondition::WithinPlies(plies) => ply <= plies,
            WinCondition::ScoreMultiple(times) => mine > 0 && mine >= times * theirs,
        }
    }
}

impl Feat {
    /// Whether `winner`, who won the finished `game`, did it with this feat.
    pub fn earned_in(&self, game: &AnyGame, winner: Seat) -> bool {
        self.condition.holds(game.scores(), game.ply(), winner)
    }
}

/// A game whose positions make puzzles: one move wins by force and every other lets the win
/// go, which an exact search can prove only in games without chance or hidden information.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzles {
    /// Its games are short to play and to search: when the AI plays games against itself
    /// to find a puzzle, the first half of them are of these games.
    pub quick: bool,
}

impl GameKind {
    /// The feats a win in this game can earn (see [`Game::FEATS`]).
    pub fn feats(self) -> &'static [Feat] {
        match self {
            GameKind::Designed(key) => key.rules().feats(),
            _ => crate::with_game_kind!(self, G => G::FEATS),
        }
    }

    /// Whether and how this game's positions make puzzles (see [`Game::PUZZLES`]).
    pub fn puzzles(self) -> Option<Puzzles> {
        match self {
            // A file says so (`puzzles = true`); its games are not known to be quick.
            GameKind::Designed(key) => key
                .rules()
                .declarations
                .puzzles
                .then_some(Puzzles { quick: false }),
            _ => crate::with_game_kind!(self, G => G::PUZZLES),
        }
    }

    /// Whether players may queue conditional moves in this game (see
    /// [`Game::CONDITIONAL_MOVES`]).
    pub fn conditional_moves(self) -> bool {
        crate::with_game_kind!(self, G => G::CONDITIONAL_MOVES)
    }

    /// The feat whose stored code is `id`, of any game: the native games', then those of
    /// every designed game loaded.
    pub fn feat(id: &str) -> Option<&'static Feat> {
        let designed = super::designed::DesignKey::all()
            .into_iter()
            .map(GameKind::Designed);
        GameKind::ALL
            .iter()
            .copied()
            .chain(designed)
            .flat_map(|kind| kind.feats())
            .find(|feat| feat.id == id)
    }

    /// A designed game's feat in words (the file's name and description of it; see
    /// [`super::designed::DESIGNED_FEAT`]), `None` for any other feat.
    pub fn designed_feat_words(feat: &Feat) -> Option<(&'static str, &'static str)> {
        if feat.name != super::designed::DESIGNED_FEAT {
            return None;
        }
        super::designed::DesignKey::all()
            .into_iter()
            .find_map(|key| {
                let rules: &'static super::designed::DesignedRules = key.rules();
                rules
                    .achievement(feat.id)
                    .map(|a| (a.name.as_str(), a.description.as_str()))
            })
    }

    /// The games whose positions make puzzles, in the registry's order.
    pub fn puzzle_kinds() -> Vec<GameKind> {
        GameKind::ALL
            .iter()
            .copied()
            .filter(|kind| kind.puzzles().is_some())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::games::Options;

    #[test]
    fn conditions_read_the_winners_side_of_the_finished_game() {
        let (first, second) = (Seat::FIRST, Seat::SECOND);
        let margin = WinCondition::ScoreMargin(3);
        assert!(margin.holds(Some([5, 2]), 20, first));
        assert!(!margin.holds(Some([5, 3]), 20, first));
        assert!(margin.holds(Some([1, 4]), 20, second));
        assert!(!margin.holds(None, 20, first));
        let swift = WinCondition::WithinPlies(40);
        assert!(swift.holds(None, 40, first) && !swift.holds(None, 41, first));
        let double = WinCondition::ScoreMultiple(2);
        assert!(double.holds(Some([6, 3]), 9, first));
        assert!(!double.holds(Some([5, 3]), 9, first));
        assert!(double.holds(Some([0, 4]), 9, second));
        assert!(!double.holds(Some([0, 0]), 9, first), "a win needs a score");
    }

    #[test]
    fn feats_have_unique_codes_and_their_messages() {
        let mut codes = BTreeSet::new();
        for kind in GameKind::ALL {
            for feat in kind.feats() {
                assert!(feat.id.starts_with("feat-"), "{}", feat.id);
                assert!(codes.insert(feat.id), "{} twice", feat.id);
                assert!(crate::i18n::has_message(feat.name), "{}", feat.name);
                assert_eq!(GameKind::feat(feat.id), Some(feat));
            }
        }
        assert!(!codes.is_empty());
        assert_eq!(GameKind::feat("feat-none"), None);
    }

    /// A puzzle game has nothing of chance or secrets, over many random games to their end.
    #[test]
    fn games_that_make_puzzles_have_no_chance_and_no_secrets() {
        assert!(!GameKind::puzzle_kinds().is_empty());
        for kind in GameKind::puzzle_kinds() {
            for seed in 0..4u64 {
                let mut game = AnyGame::new(kind, &Options::new(), &seed.to_string()).unwrap();
                let mut ply = 0u64;
                while game.outcome().is_none() && ply < 400 {
                    for seat in Seat::all() {
                        assert_eq!(game.secret(seat), None, "{kind}");
                    }
                    let moves = game.legal_moves();
                    assert!(moves.iter().all(|m| !game.is_chance(m)), "{kind}");
                    let pick = (seed * 7919 + ply * 104_729) as usize % moves.len();
                    game.play(&moves[pick]).unwrap();
                    ply += 1;
                }
            }
        }
    }
}
