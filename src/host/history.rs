//! A server's past games: a player's history, and replays of one game (an animated GIF, the
//! move log and the referee command line that reproduces it).

use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::{Lang, Text};
use crate::render::replay::{replay_gif, MAX_GIF_BYTES};
use crate::store::{EndReason, GameRecord, PastGame, Status};

use super::views::{alt_text, at_most_chars, status_line, MAX_ALT_TEXT};
use super::{pool_of, Host, HostError, HostResult, Place, User, EVERYWHERE};

/// A text file that goes with a replay.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayFile {
    pub name: String,
    pub text: String,
}

/// A game shown again.
#[derive(Debug)]
pub struct ReplayView {
    pub game_id: i64,
    pub kind: GameKind,
    pub names: [String; 2],
    /// The game is over: everything is revealed and the replay may be shown to everyone. A
    /// live game's replay is for its players only, without its secrets.
    pub finished: bool,
    /// "ann (white) wins" or "bob (black) to move".
    pub status: String,
    /// Plies in the move log (up to now, for a live game).
    pub plies: usize,
    pub gif: Vec<u8>,
    /// Every `step`-th ply is in the GIF (1: all of them; more only for very long games).
    pub step: usize,
    pub gif_name: String,
    /// The GIF in words, for screen readers: the game, its length and the final board's alt
    /// text.
    pub alt_text: String,
    /// The move log, one entry a line after `#` comment lines: the referee reads it as is.
    pub moves: ReplayFile,
    /// Files the command line names besides the move list (both pages of a finished Cross
    /// Words Combat game).
    pub pages: Vec<ReplayFile>,
    /// `boardbot referee …` reproducing the game from `moves` (and `pages`); `None` for a live
    /// Cross Words Combat game, whose pages stay secret until it ends.
    pub referee_command: Option<String>,
    /// The language of its texts: the server's once the game is over (the replay is public),
    /// the asking player's before.
    pub lang: Lang,
}

impl Host {
    /// Whether `user` may see game `game_id`'s replay and, if so, whether it is public (the
    /// game is over) rather than for the asking player's eyes only (a live game).
    pub async fn replay_is_public(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
    ) -> HostResult<bool> {
        Ok(self.replayable(place, user, game_id).await?.1)
    }

    /// The record of a game `user` may replay from `place`, and whether it is over.
    pub(super) async fn replayable(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
    ) -> HostResult<(GameRecord, bool)> {
        let guild_id = pool_of(place);
        let unknown =
            || HostError::refused(Text::new("host-unknown-game-number").arg("game", game_id));
        let record = self
            .store
            .game(game_id)
            .await?
            .filter(|r| r.guild_id == guild_id)
            // Outside servers a game belongs to its conversation: its players, and whoever is
            // in the conversation it was played in.
            .filter(|r| {
                guild_id != EVERYWHERE
                    || r.seat_of(user.id).is_some()
                    || r.channel_id == place.channel_id
            })
            .ok_or_else(unknown)?;
        let finished = match record.status {
            Status::Finished | Status::Aborted => true,
            Status::Active => false,
            Status::Challenge | Status::Declined | Status::Expired => {
                return Err(HostError::refused(
                    Text::new("host-replay-never-started").arg("game", game_id),
                ))
            }
        };
        if !finished && record.seat_of(user.id).is_none() {
            return Err(HostError::refused(
                Text::new("host-replay-still-playing").arg("game", game_id),
            ));
        }
        Ok((record, finished))
    }

    /// The replay of game `game_id` for `user`, asking in `place`. A finished game is public
    /// with everything revealed; a live one only for its players, up to the current ply and
    /// without the dice seed or the opponent's page.
    pub async fn replay_game(
        &self,
        place: Place,
        user: &User,
        game_id: i64,
    ) -> HostResult<ReplayView> {
        let (record, finished) = self.replayable(place, user, game_id).await?;
        let log: Vec<String> = self
            .store
            .moves(record.id)
            .await?
            .into_iter()
            .map(|m| m.notation)
            .collect();
        let start = AnyGame::new(record.kind, &record.options, &record.seed).map_err(|e| {
            HostError::Internal(format!("game {} does not start again: {}", record.id, e.0))
        })?;
        let names = record.names.clone();
        // A finished game's replay is posted for the channel, a live one for its player.
        let lang = if finished {
            self.guild_lang(record.guild_id).await
        } else {
            user.lang
        };
        // The server's colours for a replay posted there, the player's own for theirs.
        let palette = if finished {
            self.server_palette(record.guild_id).await
        } else {
            self.palette_preference(user.id).await?
        };
        let (gif_start, gif_log) = (start.clone(), log.clone());
        // Drawing every ply takes up to a second: off the async workers.
        let (gif, end) = tokio::task::spawn_blocking(move || {
            let mut end = gif_start.clone();
            for entry in &gif_log {
                end.apply_log_entry(entry).map_err(|e| e.to_string())?;
            }
            let final_status = status_line(&record, &end).get(lang);
            replay_gif(
                &gif_start,
                &gif_log,
                &names,
                &final_status,
                (lang, palette),
                MAX_GIF_BYTES,
            )
            .map(|gif| (gif, (end, final_status, record)))
            .map_err(|e| e.to_string())
        })
        .await
        .map_err(|e| HostError::Internal(format!("replay of game {game_id}: {e}")))?
        .map_err(|e| HostError::Internal(format!("game {game_id} does not replay: {e}")))?;
        let (end, status, record) = end;
        let revealed = finished.then_some(&end);
        let pages = revealed.map_or_else(Vec::new, |end| page_files(&record, end));
        let moves = move_file(&record, &log, &status, lang);
        // The referee needs the secrets (pages) too, and they stay secret until the end.
        let has_secrets = Seat::all().iter().any(|&seat| end.secret(seat).is_some());
        let referee_command =
            (finished || !has_secrets).then(|| referee_command(&record, finished, &moves, &pages));
        let board = alt_text(&record, &end, &status, log.last().map(String::as_str), lang);
        let alt_text = at_most_chars(
            Text::new("alt-replay")
                .arg("game", record.kind.display_name())
                .arg("plies", log.len())
                .arg("board", board)
                .get(lang),
            MAX_ALT_TEXT,
        );
        Ok(ReplayView {
            game_id,
            kind: record.kind,
            names: record.names.clone(),
            finished,
            status,
            plies: log.len(),
            gif: gif.bytes,
            step: gif.step,
            gif_name: format!("game-{game_id}.gif"),
            alt_text,
            moves,
            pages,
            referee_command,
            lang,
        })
    }
}

/// The move log as the referee reads it: comment lines, then one entry a line.
pub(super) fn move_file(
    record: &GameRecord,
    log: &[String],
    status: &str,
    lang: Lang,
) -> ReplayFile {
    let seats = record.kind.seat_names();
    let header = Text::new("replay-file-header")
        .arg("game", record.id)
        .arg("kind", record.kind.display_name())
        .arg("first", &record.names[0])
        .arg("first-seat", seats[0])
        .arg("second", &record.names[1])
        .arg("second-seat", seats[1])
        .arg("status", status)
        .arg("plies", log.len())
        .get(lang);
    // Every line is a comment for the referee, whatever the translation's line breaks.
    let mut text: String = header.lines().map(|line| format!("# {line}\n")).collect();
    for entry in log {
        text.push_str(entry);
        text.push('\n');
    }
    ReplayFile {
        name: format!("game-{}-moves.txt", record.id),
        text,
    }
}

/// Both players' secrets (Cross Words Combat pages) of a finished game; none for games
/// without secrets.
pub(super) fn page_files(record: &GameRecord, end: &AnyGame) -> Vec<ReplayFile> {
    Seat::all()
        .into_iter()
        .filter_map(|seat| {
            let name = record.kind.seat_names()[seat.index()];
            end.secret(seat).map(|page| ReplayFile {
                name: format!("game-{}-page-{name}.txt", record.id),
                text: format!("{page}\n"),
            })
        })
        .collect()
}

/// `boardbot referee GAME --set … --seed SEED < MOVES`. The seed (Super Seven's dice, the
/// pages dealt in Cross Words Combat) and the pages only once the game is over.
pub(super) fn referee_command(
    record: &GameRecord,
    finished: bool,
    moves: &ReplayFile,
    pages: &[ReplayFile],
) -> String {
    let mut command = format!("boardbot referee {}", record.kind.id());
    for (key, value) in &record.options {
        if record.kind.file_options().contains(&key.as_str()) {
            continue; // given below from the pages themselves
        }
        command.push_str(&format!(" --set {}", shell_word(&format!("{key}={value}"))));
    }
    for (page, seat) in pages.iter().zip(record.kind.seat_names()) {
        command.push_str(&format!(" --set page.{seat}={}", shell_word(&page.name)));
    }
    if finished {
        command.push_str(&format!(" --seed {}", shell_word(&record.seed)));
    }
    command.push_str(&format!(" < {}", shell_word(&moves.name)));
    command
}

/// A word as a POSIX shell reads it: as is when plain, else single-quoted.
fn shell_word(word: &str) -> String {
    if !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.=+:,/@%".contains(c))
    {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// Past games a list shows at once.
pub const HISTORY_PAGE_SIZE: usize = 10;

/// How a past game went for the player whose history it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Won,
    Lost,
    Drew,
}

/// One past game in a player's history, seen from that player's seat.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryRow {
    pub game_id: i64,
    pub kind: GameKind,
    pub opponent_id: u64,
    pub opponent_name: String,
    /// The opponent is the bot's AI.
    pub against_ai: bool,
    pub verdict: Verdict,
    /// How it ended: "by resignation", "on time"…
    pub how: Text,
    /// When it ended (unix ms).
    pub ended_at: i64,
    pub plies: i64,
    pub rated: bool,
    /// The player's rating change (rated games finished since changes are kept).
    pub rating_change: Option<f64>,
    /// The game's public web page, in a server that has them.
    pub public_url: Option<String>,
}

/// One page of a player's finished games in a server, newest first.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryPage {
    pub user_id: u64,
    pub kind: Option<GameKind>,
    /// From 0.
    pub page: usize,
    pub rows: Vec<HistoryRow>,
    pub has_next: bool,
    /// The player's public web page, in a server that has them.
    pub public_url: Option<String>,
}

impl Host {
    /// Page `page` of `user_id`'s finished games in the server of `place` (of one game, if
    /// `kind` is given), asked by `asker`. Results are public in the server, so anyone there
    /// may look. Outside servers a person's games span conversations other people in this one
    /// never saw: only their own history, which the front end shows privately.
    pub async fn history(
        &self,
        place: Place,
        asker: u64,
        user_id: u64,
        kind: Option<GameKind>,
        page: usize,
    ) -> HostResult<HistoryPage> {
        let guild_id = pool_of(place);
        if guild_id == EVERYWHERE && asker != user_id {
            return Err(HostError::refused(Text::new(
                "host-history-own-outside-servers",
            )));
        }
        let size = HISTORY_PAGE_SIZE as i64;
        let mut games = self
            .store
            .finished_games(guild_id, user_id, kind, size + 1, page as i64 * size)
            .await?;
        let has_next = games.len() > HISTORY_PAGE_SIZE;
        games.truncate(HISTORY_PAGE_SIZE);
        let links = self.public_links_for(guild_id).await;
        let rows = games
            .into_iter()
            .filter_map(|g| history_row(g, user_id))
            .map(|row| HistoryRow {
                public_url: links.map(|l| l.game(row.game_id)),
                ..row
            })
            .collect();
        Ok(HistoryPage {
            user_id,
            kind,
            page,
            rows,
            has_next,
            public_url: links.map(|l| l.player(guild_id, user_id)),
        })
    }
}

/// How a game ended, as a history line says it after the verdict.
pub(super) fn how_it_ended(reason: EndReason) -> Text {
    Text::new(match reason {
        EndReason::Board => "history-on-board",
        EndReason::Resignation => "history-by-resignation",
        EndReason::Timeout => "history-on-time",
        EndReason::Agreement => "history-by-agreement",
        EndReason::Moderator => "history-by-moderator",
        EndReason::Vanished => "history-vanished",
    })
}

/// A finished game seen from `user_id`'s seat (`None` if they did not play it).
pub(super) fn history_row(g: PastGame, user_id: u64) -> Option<HistoryRow> {
    let seat = g.record.seat_of(user_id)?;
    let result = g.record.result?;
    let other = seat.other().index();
    Some(HistoryRow {
        game_id: g.record.id,
        kind: g.record.kind,
        opponent_id: g.record.players[other],
        opponent_name: g.record.names[other].clone(),
        against_ai: g.record.ai_level.is_some() && g.record.players[other] != user_id,
        verdict: match result.winner {
            None => Verdict::Drew,
            Some(w) if w == seat => Verdict::Won,
            Some(_) => Verdict::Lost,
        },
        how: how_it_ended(result.reason),
        ended_at: g.record.updated_at,
        plies: g.plies,
        rated: g.record.rated,
        rating_change: g.rating_change[seat.index()],
        public_url: None,
    })
}
