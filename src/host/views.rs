//! What the host hands to front ends: plain descriptions of a board or a challenge, with the
//! picture already drawn. Front ends decide how to show them (an embed, terminal text).

use std::collections::HashMap;
use std::sync::Mutex;

use crate::games::{AnyGame, GameKind, Outcome, Seat};
use crate::i18n::{Lang, Text};
use crate::input::{self, Row, Step};
use crate::render::{self, BoardInfo, Palette};
use crate::store::{BlockRecord, EndReason, GameRecord, Rank, RatingRecord, Status};

/// Channels whose last board picture is kept at most; past this the pictures start again
/// empty (about 30 KB each).
const MAX_PICTURES: usize = 1_000;

/// The last board picture drawn in each channel, so that the same board shown again
/// (`/board`, a look after a refused move) is not drawn and encoded anew: the picture is most
/// of the CPU a move costs.
#[derive(Default)]
pub(super) struct BoardPictures {
    by_channel: Mutex<KeptPictures>,
}

/// Channel → the last picture drawn there, with what it was drawn from.
type KeptPictures = HashMap<u64, (PictureKey, Vec<u8>)>;

/// Everything a board picture is drawn from: the position (a game's version) and the texts.
#[derive(PartialEq)]
struct PictureKey {
    game_id: i64,
    version: i64,
    lang: Lang,
    palette: Palette,
    status: String,
    names: [String; 2],
}

impl BoardPictures {
    fn get_or_draw(
        &self,
        record: &GameRecord,
        (lang, palette): (Lang, Palette),
        status: &str,
        draw: impl FnOnce() -> Vec<u8>,
    ) -> Vec<u8> {
        let key = PictureKey {
            game_id: record.id,
            version: record.version,
            lang,
            palette,
            status: status.to_string(),
            names: record.names.clone(),
        };
        if let Some((kept, png)) = self.entries().get(&record.channel_id) {
            if *kept == key {
                return png.clone();
            }
        }
        let png = draw();
        let mut entries = self.entries();
        if entries.len() >= MAX_PICTURES && !entries.contains_key(&record.channel_id) {
            entries.clear();
        }
        entries.insert(record.channel_id, (key, png.clone()));
        png
    }

    fn entries(&self) -> std::sync::MutexGuard<'_, KeptPictures> {
        // Each change is one insert or clear: a poisoned lock holds nothing half written.
        self.by_channel
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// A challenge waiting for an answer (or its end).
#[derive(Clone, Debug)]
pub struct ChallengeView {
    pub game_id: i64,
    pub version: i64,
    pub kind: GameKind,
    pub channel_id: u64,
    pub players: [u64; 2],
    pub names: [String; 2],
    pub status: Status,
    /// When an unanswered challenge lapses (unix ms).
    pub expires_at: Option<i64>,
    pub text: String,
    /// Rated or casual, the turn timer and every option set: what the opponent agrees to.
    pub terms: String,
    /// The language of its texts: the server's, as everyone in the channel reads them.
    pub lang: Lang,
}

impl ChallengeView {
    /// The challenge as the channel reads it, in the server's language `lang`.
    pub fn of(record: &GameRecord, lang: Lang) -> ChallengeView {
        let text = match record.status {
            Status::Challenge => Text::new("view-challenge")
                .arg("challenger", &record.names[0])
                .arg("terms", terms_note(record, lang)),
            Status::Declined => Text::new("view-challenge-declined"),
            Status::Expired => Text::new("view-challenge-expired"),
            Status::Aborted => Text::new("view-challenge-withdrawn"),
            Status::Active | Status::Finished => Text::new("view-challenge-accepted"),
        }
        .arg("game", record.kind.display_name())
        .arg("challenged", &record.names[1])
        .get(lang);
        ChallengeView {
            game_id: record.id,
            version: record.version,
            kind: record.kind,
            channel_id: record.channel_id,
            players: record.players,
            names: record.names.clone(),
            status: record.status,
            expires_at: record.deadline,
            text,
            terms: terms_note(record, lang),
            lang,
        }
    }
}

/// A board to show: the picture plus everything a front end needs around it.
#[derive(Clone, Debug)]
pub struct BoardView {
    pub game_id: i64,
    pub version: i64,
    pub kind: GameKind,
    pub guild_id: u64,
    pub channel_id: u64,
    pub players: [u64; 2],
    pub names: [String; 2],
    pub seat_names: [&'static str; 2],
    pub scores: Option<[i64; 2]>,
    /// The seat to move, while the game goes on.
    pub to_move: Option<Seat>,
    /// When the turn in progress ends (unix ms): by the turn timer (the player to move loses)
    /// or, in a game with clocks, by the mover's clock (a time-out), whichever comes first.
    pub deadline: Option<i64>,
    pub finished: bool,
    /// A designed game waiting for a fixed version of its rules file (see
    /// `paused_designs.rs`): no move is offered, and its status says why.
    pub paused: bool,
    /// One line: whose turn it is, or how the game ended.
    pub status: String,
    pub last_move: Option<String>,
    /// The latest entries of the move log, newest last, each with its ply number, so that
    /// spectators can follow: `(12, "b2")`.
    pub recent_moves: Vec<(usize, String)>,
    /// A standing draw offer, by seat.
    pub draw_offer: Option<Seat>,
    /// The player to move may ask to take back their last move (the board offers it).
    pub takeback: bool,
    /// Each player has a page of their own (Cross Words Combat): the board offers a button
    /// that shows the clicker theirs, privately.
    pub private_pages: bool,
    /// The AI holds the seat to move: the front end should let it play (`Host::ai_turn`).
    pub ai_to_move: bool,
    /// The game finished with a result (not aborted): its players may ask for a rematch.
    pub rematch: bool,
    /// The first step of the move picker (empty when the game is over).
    pub picker: Vec<Row>,
    /// The position as text, for the terminal.
    pub text: String,
    /// The compliment that came with this move (CCC's Nice Flag), by the seat that made it.
    pub compliment: Option<(Seat, String)>,
    /// Public notes about fairness: the dice commitment while Super Seven is played, the seed
    /// once it is over.
    pub dice: Option<String>,
    /// Whether the game changes ratings.
    pub rated: bool,
    /// Rated or casual, the turn timer and the options set (secret ones named, never shown).
    pub terms: String,
    pub ply: usize,
    pub png: Vec<u8>,
    /// The picture in words, for screen readers (see [`alt_text`]).
    pub alt_text: String,
    /// The language of its texts and picture: the server's.
    pub lang: Lang,
    /// The game's public web page, once it is finished in a server that has them.
    pub public_url: Option<String>,
    /// While the game goes on, its live page on the web, where someone may open it from the
    /// board (see `live_links.rs`).
    pub live_link: Option<super::LiveLink>,
    /// Under a finished board: what the game earned its players (see `achievements.rs`), and
    /// for a channel team's game the team's record, in `lang`.
    pub achievements: Vec<String>,
    /// On a channel team's turn: how many have voted (see `teams.rs`).
    pub team_votes: Option<usize>,
    /// The answer to a vote: the voter's move (shown to them alone), not a move played.
    pub voted: Option<super::TeamVote>,
    /// A team match's challenged channel: the board is shown there too (see
    /// `team_matches.rs`).
    pub rival_channel: Option<u64>,
    /// Players of a game vacations stop who are away: name, and the vacation's end (unix ms).
    pub vacations: Vec<(String, i64)>,
    /// Whether its players may give each other time (`extra_time.rs`).
    pub gives_time: bool,
    /// The conditional reply a queued line played at once after this move, to be shown after
    /// this board (see `conditional.rs`).
    pub conditional_reply: Option<Box<BoardView>>,
    /// This board's move was played from a queued conditional line.
    pub played_conditionally: bool,
}

/// Whether the AI plays next in `record`'s game, standing at `game`.
pub(super) fn ai_to_move(record: &GameRecord, game: &AnyGame) -> bool {
    record.status == Status::Active
        && record.ai_level.is_some()
        && game.to_move() == Some(super::AI_SEAT)
}

impl BoardView {
    /// Everything about the board at `now` (unix ms; clocks read from it).
    pub(super) fn build(
        record: &GameRecord,
        game: &AnyGame,
        last_move: Option<String>,
        now: i64,
        (lang, palette): (Lang, Palette),
        pictures: &BoardPictures,
        paused: Option<Text>,
    ) -> BoardView {
        let finished = record.status != Status::Active;
        let is_paused = paused.is_some() && !finished;
        let status = status_line(record, game);
        let status = match (paused, super::clocks::clock_note(record, game, now, lang)) {
            (Some(paused), _) if is_paused => paused,
            (_, Some(clocks)) => Text::new("view-status-with-clocks")
                .arg("status", status)
                .arg("clocks", clocks),
            _ => status,
        }
        .get(lang);
        let png = pictures.get_or_draw(record, (lang, palette), &status, || {
            render::render_png(
                game,
                &BoardInfo {
                    players: record.names.clone(),
                    status: status.clone(),
                    lang,
                    palette,
                },
            )
        });
        let picker = if finished || is_paused {
            Vec::new()
        } else {
            match input::step(game, &[], lang) {
                Step::Choose { rows, .. } => rows,
                Step::Move(_) | Step::Invalid => Vec::new(),
            }
        };
        // The move just made, else the log's latest (a board shown again).
        let latest = last_move
            .as_deref()
            .or(record.recent_moves.last().map(String::as_str));
        let alt_text = alt_text(record, game, &status, latest, lang);
        BoardView {
            game_id: record.id,
            version: record.version,
            kind: record.kind,
            guild_id: record.guild_id,
            channel_id: record.channel_id,
            players: record.players,
            names: record.names.clone(),
            seat_names: record.kind.seat_names(),
            scores: game.scores(),
            to_move: if finished { None } else { game.to_move() },
            deadline: if finished { None } else { record.deadline },
            finished,
            paused: is_paused,
            status,
            last_move,
            recent_moves: recent_moves(record, game.ply()),
            draw_offer: record.draw_offer,
            takeback: false,
            private_pages: !finished && game.secret(Seat::FIRST).is_some(),
            rematch: record.status == Status::Finished,
            ai_to_move: !is_paused && ai_to_move(record, game),
            picker,
            text: crate::render::text_board(game, lang),
            alt_text,
            compliment: None,
            dice: dice_note(record, finished, lang),
            rated: record.rated,
            terms: terms_note(record, lang),
            ply: game.ply(),
            png,
            lang,
            public_url: None,
            live_link: None,
            achievements: Vec::new(),
            team_votes: None,
            vacations: Vec::new(),
            gives_time: record.status == Status::Active
                && !is_paused
                && record.ai_level.is_none()
                && !record.players.contains(&super::TEAM_PLAYER_ID),
            voted: None,
            rival_channel: None,
            conditional_reply: None,
            played_conditionally: false,
        }
    }

    /// A game a channel plays together (see `teams.rs`): nobody in it may resign, offer a
    /// draw, take back or ask a rematch on the team's behalf.
    pub fn is_team_game(&self) -> bool {
        self.players.contains(&super::TEAM_PLAYER_ID)
    }

    /// The person to move (`None` on a channel team's turn: nobody in particular).
    pub fn user_to_move(&self) -> Option<u64> {
        // A paused game waits for its designer, not for its player.
        self.to_move
            .filter(|_| !self.paused)
            .map(|s| self.players[s.index()])
            .filter(|&id| id != super::TEAM_PLAYER_ID)
    }
}

/// A board as text, as the terminal shows it: the position (`text`, see
/// [`crate::render::text_board`]), the score where the game keeps one, and `status`.
pub fn board_as_text(
    text: &str,
    scores: Option<[i64; 2]>,
    seat_names: [&str; 2],
    status: &str,
    lang: Lang,
) -> String {
    let mut out = text.to_string();
    if let Some([first, second]) = scores {
        let score = Text::new("term-score")
            .arg("first-seat", seat_names[0])
            .arg("first", first)
            .arg("second", second)
            .arg("second-seat", seat_names[1]);
        out.push_str(&score.get(lang));
        out.push('\n');
    }
    out.push_str(status);
    out.push('\n');
    out
}

/// Discord's limit on an attachment's description (a picture's alt text), in characters.
pub const MAX_ALT_TEXT: usize = 1024;

/// A board picture in words, for screen readers: the game, `status` (whose turn it is, or
/// the result), the last move, the score where the game keeps one, and the position as the
/// engine describes it ([`AnyGame::describe`]: public information only). At most
/// [`MAX_ALT_TEXT`] characters.
pub fn alt_text(
    record: &GameRecord,
    game: &AnyGame,
    status: &str,
    last_move: Option<&str>,
    lang: Lang,
) -> String {
    let mut parts = vec![Text::new("alt-board")
        .arg("game", record.kind.display_name())
        .arg("status", status)
        .get(lang)];
    if let Some(mv) = last_move {
        parts.push(Text::new("alt-last-move").arg("move", mv).get(lang));
    }
    if let Some([first, second]) = game.scores() {
        let seats = record.kind.seat_names();
        let who = |i: usize| {
            Text::new("view-seat")
                .arg("name", &record.names[i])
                .arg("seat", seats[i])
        };
        parts.push(
            Text::new("alt-score")
                .arg("first", who(0))
                .arg("first-points", first)
                .arg("second", who(1))
                .arg("second-points", second)
                .get(lang),
        );
    }
    parts.push(
        Text::new("alt-position")
            .arg("position", game.describe(lang))
            .get(lang),
    );
    at_most_chars(parts.join(" "), MAX_ALT_TEXT)
}

/// `text` cut to at most `max` characters (not bytes), ending with "…" when it was cut.
pub fn at_most_chars(mut text: String, max: usize) -> String {
    if let Some((cut, _)) = text.char_indices().nth(max) {
        let keep = text[..cut]
            .char_indices()
            .last()
            .map_or(0, |(last, _)| last);
        text.truncate(keep);
        text.push('…');
    }
    text
}

/// The record's recent moves numbered by ply (the last one is ply `ply`).
fn recent_moves(record: &GameRecord, ply: usize) -> Vec<(usize, String)> {
    let first = (ply + 1).saturating_sub(record.recent_moves.len());
    (first..)
        .zip(record.recent_moves.iter().cloned())
        .filter(|(n, _)| *n >= 1)
        .collect()
}

/// Games with committed dice (Super Seven) publish the commitment before the first throw and
/// reveal the seed at the end, so anyone can check every throw. The seed itself is never
/// shown while the game is live.
fn dice_note(record: &GameRecord, finished: bool, lang: Lang) -> Option<String> {
    let commitment = record.kind.dice_commitment(&record.seed)?;
    let note = if finished {
        Text::new("view-dice-seed")
            .arg("seed", &record.seed)
            .arg("game", record.kind.id())
    } else {
        Text::new("view-dice-commitment")
    };
    Some(note.arg("commitment", commitment).get(lang))
}

/// What the players agreed to play: "rated · 24 hours a move · diamond=1 · page.red: their
/// own page". A player's own page is secret, so only its being set is told.
pub fn terms_note(record: &GameRecord, lang: Lang) -> String {
    let rated = if record.rated {
        Text::new("view-terms-rated")
    } else {
        Text::new("view-terms-casual")
    };
    let mut parts = vec![
        rated.get(lang),
        Text::new("view-terms-per-move")
            .arg("duration", human_duration(record.turn_seconds))
            .get(lang),
    ];
    for (key, value) in &record.options {
        if record.kind.option_owner(key).is_some()
            || record.kind.file_options().contains(&key.as_str())
        {
            parts.push(Text::new("view-terms-own-option").arg("key", key).get(lang));
        } else {
            parts.push(format!("{key}={value}"));
        }
    }
    parts.join(" · ")
}

/// One live game or open challenge of a server, as `/games` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveGameView {
    pub game_id: i64,
    pub kind: GameKind,
    pub channel_id: u64,
    pub names: [String; 2],
    /// A challenge waiting for the second player's answer, not yet a game.
    pub is_challenge: bool,
    /// Who is to move, in a game.
    pub to_move: Option<String>,
    /// The turn's end, or when the challenge lapses (unix ms).
    pub deadline: Option<i64>,
    /// A designed game paused on a fault of its rules file (see `paused_designs.rs`).
    pub paused: bool,
}

/// One page of a server's live games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveGamesPage {
    pub games: Vec<LiveGameView>,
    /// 0-based.
    pub page: usize,
    pub pages: usize,
    pub total: usize,
}

/// One player's rating at one game in a server, as leaderboards and stats show it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingView {
    pub kind: GameKind,
    pub user_id: u64,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    /// Where the player stands on the server's leaderboard of this game, where it was asked
    /// for (`/stats`).
    pub rank: Option<Rank>,
}

impl From<RatingRecord> for RatingView {
    fn from(r: RatingRecord) -> RatingView {
        RatingView {
            kind: r.kind,
            user_id: r.user_id,
            name: r.name,
            rating: r.rating,
            deviation: r.deviation,
            wins: r.wins,
            losses: r.losses,
            draws: r.draws,
            rank: None,
        }
    }
}

/// A player someone blocked in a server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockView {
    pub blocked_id: u64,
    /// Their name when they were blocked.
    pub blocked_name: String,
}

impl From<BlockRecord> for BlockView {
    fn from(b: BlockRecord) -> BlockView {
        BlockView {
            blocked_id: b.blocked_id,
            blocked_name: b.blocked_name,
        }
    }
}

/// Something that happened without a user asking (a deadline passed).
#[derive(Clone, Debug)]
pub enum Update {
    ChallengeExpired(ChallengeView),
    Board(Box<BoardView>),
    Reminder(TurnReminder),
}

/// The player to move has reached a point of the turn they chose to be reminded at (by
/// default, a quarter of the timer left).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReminder {
    pub game_id: i64,
    pub kind: GameKind,
    pub channel_id: u64,
    pub user_id: u64,
    /// When the turn ends (unix ms).
    pub deadline: i64,
    /// The server's language.
    pub lang: Lang,
}

/// "bob (O) to move", "ann (X) wins by resignation", "Draw, 20–20".
pub fn status_line(record: &GameRecord, game: &AnyGame) -> Text {
    let seats = record.kind.seat_names();
    let who = |s: Seat| {
        Text::new("view-seat")
            .arg("name", &record.names[s.index()])
            .arg("seat", seats[s.index()])
    };
    // A message with the score when the game keeps one, without it otherwise.
    let scored = |plain: Text, with_score: Text| match game.scores() {
        Some([first, second]) => with_score.arg("first", first).arg("second", second),
        None => plain,
    };
    let wins =
        |w: Seat| scored(Text::new("view-wins"), Text::new("view-wins-score")).arg("who", who(w));
    match (record.status, record.result) {
        (Status::Active, _) => match game.to_move() {
            Some(s) => match record.draw_offer {
                Some(o) => Text::new("view-to-move-draw-offer")
                    .arg("who", who(s))
                    .arg("offerer", &record.names[o.index()]),
                None => Text::new("view-to-move").arg("who", who(s)),
            },
            None => Text::new("view-game-over"),
        },
        (Status::Finished, Some(result)) => match (result.winner, result.reason) {
            (Some(w), EndReason::Board) => wins(w),
            (Some(w), EndReason::Resignation) => Text::new("view-resigned")
                .arg("loser", who(w.other()))
                .arg("who", who(w)),
            (Some(w), EndReason::Timeout) => Text::new("view-out-of-time")
                .arg("loser", who(w.other()))
                .arg("who", who(w)),
            (None, EndReason::Agreement) => scored(
                Text::new("view-draw-agreed"),
                Text::new("view-draw-agreed-score"),
            ),
            (None, _)
            | (Some(_), EndReason::Agreement | EndReason::Moderator | EndReason::Vanished) => {
                match game.outcome() {
                    Some(Outcome::Draw) | None => {
                        scored(Text::new("view-draw"), Text::new("view-draw-score"))
                    }
                    Some(Outcome::Winner(w)) => wins(w),
                }
            }
        },
        (Status::Aborted, result) => match result.map(|r| r.reason) {
            None | Some(EndReason::Moderator) => Text::new("view-aborted-moderator"),
            Some(EndReason::Vanished) => Text::new("view-aborted-vanished"),
            Some(EndReason::Resignation) => Text::new("view-aborted-resigned-early"),
            Some(EndReason::Timeout) => Text::new("view-aborted-slow-start"),
            Some(EndReason::Agreement) | Some(EndReason::Board) => Text::new("view-aborted-early"),
        },
        (status, _) => Text::new("view-game-status").arg("status", status.as_str()),
    }
}

/// "1 day", "3 hours", "90 minutes", "45 seconds": the largest unit that divides evenly.
pub fn human_duration(seconds: i64) -> Text {
    let size = [86400, 3600, 60]
        .into_iter()
        .find(|size| seconds % size == 0 && seconds >= *size)
        .unwrap_or(1);
    let unit = match size {
        86400 => Text::new("duration-days"),
        3600 => Text::new("duration-hours"),
        60 => Text::new("duration-minutes"),
        _ => Text::new("duration-seconds"),
    };
    unit.arg("n", seconds / size)
}

#[cfg(test)]
mod tests {
    use super::{alt_text, at_most_chars, human_duration, BoardPictures, Palette, MAX_ALT_TEXT};
    use crate::games::{AnyGame, GameKind};
    use crate::i18n::Lang;
    use crate::store::Status;

    #[test]
    fn a_board_in_words_names_the_game_turn_last_move_score_and_position() {
        let mut record = crate::host::ratings::tests::record();
        record.status = Status::Active;
        let mut game = AnyGame::new(GameKind::TwentySevens, &Default::default(), "").unwrap();
        for square in ["b2", "a1", "b2"] {
            game.play(square).unwrap();
        }
        let status = super::status_line(&record, &game);
        assert_eq!(
            alt_text(
                &record,
                &game,
                &status.get(Lang::EnUs),
                Some("b2"),
                Lang::EnUs
            ),
            "Twenty-Sevens board. bo (O) to move. Last move: b2. Score: ann (X) 0, bo (O) 0. \
             Position: Board 1 · bottom: X on b2, O on a1; Board 2 · middle: X on b2; \
             Board 3 · top: empty."
        );
        assert_eq!(
            alt_text(&record, &game, &status.get(Lang::De), None, Lang::De),
            "Brett von Twenty-Sevens. bo (O) ist am Zug. Punkte: ann (X) 0, bo (O) 0. \
             Stellung: Brett 1 · unten: X auf b2, O auf a1; Brett 2 · Mitte: X auf b2; \
             Brett 3 · oben: leer."
        );
        // However long the names, Discord's limit holds.
        record.names = ["ä".repeat(2_000), "b".into()];
        let status = super::status_line(&record, &game).get(Lang::EsEs);
        let long = alt_text(&record, &game, &status, None, Lang::EsEs);
        assert_eq!(long.chars().count(), MAX_ALT_TEXT);
        assert!(long.starts_with("Tablero de Twenty-Sevens. ") && long.ends_with('…'));
    }

    #[test]
    fn texts_are_cut_on_characters_not_bytes() {
        assert_eq!(at_most_chars("héllo".into(), 3), "hé…");
        assert_eq!(at_most_chars("héllo".into(), 5), "héllo");
        assert_eq!(at_most_chars("ñññ".into(), 1), "…");
    }

    #[test]
    fn a_board_shown_again_is_not_drawn_again() {
        let pictures = BoardPictures::default();
        let record = crate::host::ratings::tests::record();
        let drawn = std::cell::Cell::new(0);
        let draw = |png: u8| {
            drawn.set(drawn.get() + 1);
            vec![png]
        };
        let show = |record: &crate::store::GameRecord, lang: Lang, status: &str, png: u8| {
            pictures.get_or_draw(record, (lang, Palette::Classic), status, || draw(png))
        };
        assert_eq!(show(&record, Lang::EnUs, "Bo to move", 1), [1]);
        assert_eq!(show(&record, Lang::EnUs, "Bo to move", 2), [1]);
        assert_eq!(drawn.get(), 1);
        // Any other position, language or text is drawn anew.
        let mut next = record.clone();
        next.version += 1;
        assert_eq!(show(&next, Lang::EnUs, "Bo to move", 3), [3]);
        assert_eq!(show(&next, Lang::De, "Bo to move", 4), [4]);
        assert_eq!(show(&next, Lang::De, "Bo ist dran", 5), [5]);
        next.names[1] = "Bob".into();
        assert_eq!(show(&next, Lang::De, "Bo ist dran", 6), [6]);
        // So is one in another palette.
        let colour_blind = (Lang::De, Palette::ColourBlind);
        assert_eq!(
            pictures.get_or_draw(&next, colour_blind, "Bo ist dran", || draw(7)),
            [7]
        );
        assert_eq!(drawn.get(), 6);
    }

    #[test]
    fn durations_read_naturally() {
        let en = |s| human_duration(s).get(Lang::EnUs);
        assert_eq!(en(86400), "1 day");
        assert_eq!(en(5400), "90 minutes");
        assert_eq!(en(7200), "2 hours");
        assert_eq!(en(61), "61 seconds");
        assert_eq!(human_duration(86400).get(Lang::De), "1 Tag");
        assert_eq!(human_duration(7200).get(Lang::EsEs), "2 horas");
    }
}
