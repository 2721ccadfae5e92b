//! Practice games against the AI: starting them, letting the AI move (off the async runtime,
//! a few searches at a time), and hints. The bot never challenges anyone by itself.

use std::sync::Arc;

use tracing::{info, warn};

use super::{kept_name, BoardView, GameTerms, Host, HostError, HostResult, Place, User};
use crate::ai::{choose_move_text, Level};
use crate::games::{GameKind, Seat};
use crate::i18n::{tr, Lang, Text};
use crate::store::Status;

/// The AI always holds the second seat. Each level plays under its own user id, so that each
/// has its own rating: the hard level's is this one, the others count down from it. No Discord
/// snowflake reaches these ids, and the terminal's local players (1 and 2) stay clear of them.
pub const AI_PLAYER_ID: u64 = i64::MAX as u64;
pub const AI_SEAT: Seat = Seat(1);

/// The user id the AI plays under at `level`.
pub fn ai_player_id(level: Level) -> u64 {
    let below_hard =
        Level::ALL.len() - 1 - Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
    AI_PLAYER_ID - below_hard as u64
}

/// What the AI says when the rules ask for a compliment (CCC's Nice Flag), in the server's
/// language: the compliment is shown on the public board.
const AI_COMPLIMENTS: [&str; 4] = [
    "ai-compliment-1",
    "ai-compliment-2",
    "ai-compliment-3",
    "ai-compliment-4",
];

/// The AI's name in a new game, "boardbot (leicht)": kept in the game's record, so it reads
/// in the language of the server where the game was started.
pub(super) fn ai_name(level: Level, lang: Lang) -> String {
    Text::new("ai-name")
        .arg(
            "level",
            Text::dynamic(format!("cmd-play-ai-{}", level.name())),
        )
        .get(lang)
}

/// Games whose AI search is running in this process: a second request for the same game (a
/// `/board`, the deadline loop after a restart) waits for none and starts none.
#[derive(Default)]
pub(super) struct SearchesInFlight(std::sync::Mutex<std::collections::HashSet<i64>>);

/// Holds a game's place in [`SearchesInFlight`] until dropped.
struct SearchGuard<'a> {
    searches: &'a SearchesInFlight,
    game_id: i64,
}

impl SearchesInFlight {
    fn ids(&self) -> std::sync::MutexGuard<'_, std::collections::HashSet<i64>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// `None` when a search for this game is already running.
    fn enter(&self, game_id: i64) -> Option<SearchGuard<'_>> {
        let entered = self.ids().insert(game_id);
        // Made only when entered (and after the lock is released): its drop leaves the set.
        entered.then(|| SearchGuard {
            searches: self,
            game_id,
        })
    }
}

impl Drop for SearchGuard<'_> {
    fn drop(&mut self) {
        self.searches.ids().remove(&self.game_id);
    }
}

impl Host {
    /// Start a practice game against the AI at once (no challenge to accept). Unrated unless
    /// the guild's settings rate AI games.
    pub async fn start_ai_game(
        &self,
        place: Place,
        user: &User,
        kind: GameKind,
        terms: impl Into<GameTerms>,
        level: Level,
    ) -> HostResult<BoardView> {
        let terms = terms.into();
        // Only the range is checked here: the server's own timer is whatever it is.
        super::chosen_turn_seconds(terms.turn_seconds, 0)?;
        self.start_ai_game_on_terms(place, user, kind, terms, level)
            .await
    }

    /// [`Host::start_ai_game`] with a time per move already agreed (a rematch keeps its
    /// game's, whatever the range `/play time:` allows).
    pub(super) async fn start_ai_game_on_terms(
        &self,
        place: Place,
        user: &User,
        kind: GameKind,
        terms: GameTerms,
        level: Level,
    ) -> HostResult<BoardView> {
        let GameTerms {
            options,
            rated,
            turn_seconds,
        } = terms;
        let guild_id = super::pool_of(place);
        super::check_options(kind, &options, Seat::FIRST)?;
        let settings = self.guild_settings(guild_id).await?;
        let turn_seconds = turn_seconds.unwrap_or(settings.turn_seconds);
        let now = self.now();
        let new = super::NewGame {
            guild_id,
            channel_id: place.channel_id,
            kind,
            options,
            players: [user.id, ai_player_id(level)],
            names: [
                kept_name(&user.name),
                ai_name(level, self.guild_lang(guild_id).await),
            ],
            ai_level: Some(level.name().to_string()),
            rated: rated && settings.rate_ai_games,
            turn_seconds,
        };
        let (record, game) = new.start(now, |e| {
            HostError::refused(Text::new("host-cannot-set-up").arg("why", e.0))
        })?;
        let record = self.insert_game(&record, Some(&game)).await?;
        info!(game = record.id, kind = %kind, %level, "AI game started");
        Ok(self.view(&record, game, None).await)
    }

    /// Let the AI play while it is its turn (a dice game may need a throw and a placement).
    /// Returns the last board, or `None` when it was not the AI's turn.
    pub async fn ai_turn(&self, place: Place) -> HostResult<Option<BoardView>> {
        let record = match self.active_in_channel(place).await {
            Ok(r) => r,
            Err(HostError::Refused(_)) => return Ok(None),
            Err(e) => return Err(e),
        };
        let Some(_searching) = self.ai_searches.enter(record.id) else {
            return Ok(None);
        };
        let mut last = None;
        // A turn is a handful of actions at most; the bound only guards against a bug looping.
        for _ in 0..64 {
            let record = match self.active_in_channel(place).await {
                Ok(r) => r,
                Err(HostError::Refused(_)) => break,
                Err(e) => return Err(e),
            };
            let Some(level) = record
                .ai_level
                .as_deref()
                .and_then(|l| l.parse::<Level>().ok())
            else {
                break;
            };
            // A paused designed game waits for a fixed rules file, the AI with it.
            if self.pause_of(&record).await?.is_some() {
                break;
            }
            let game = self.load(&record).await?;
            if game.to_move() != Some(AI_SEAT) {
                break;
            }
            let seed = record.id as u64 ^ (game.ply() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            let mv = {
                let _permit = self
                    .ai_permits
                    .acquire()
                    .await
                    .map_err(|e| HostError::Internal(format!("AI permits closed: {e}")))?;
                let game = game.clone();
                let started = std::time::Instant::now();
                let mv = tokio::task::spawn_blocking(move || choose_move_text(&game, level, seed))
                    .await
                    .map_err(|e| HostError::Internal(format!("AI search failed: {e}")))?;
                crate::metrics::ai_searched(level.name(), started.elapsed());
                mv
            };
            let Some(mv) = mv else { break };
            let compliment = AI_COMPLIMENTS[(seed % AI_COMPLIMENTS.len() as u64) as usize];
            let compliment = tr(self.guild_lang(record.guild_id).await, compliment);
            // The AI acts under the id and name its game was started with (games from before
            // each level had its own id keep theirs).
            let ai = User::new(
                record.players[AI_SEAT.index()],
                record.names[AI_SEAT.index()].clone(),
            );
            let played = self
                .play_with_compliment(place, &ai, &mv, Some(&compliment), Some(record.version))
                .await;
            let view = match played {
                Ok(view) => view,
                // The game moved on during the search (a takeback landed, and maybe the player
                // moved again): the move is void, and so is any board of this turn before it.
                // Decided again on the game as it is now.
                Err(HostError::Refused(why)) if self.moved_on(place, record.version).await => {
                    info!(
                        game = record.id,
                        why = why.id(),
                        "the AI's move came too late"
                    );
                    last = None;
                    continue;
                }
                Err(e) => return Err(e),
            };
            let over = view.finished;
            last = Some(view);
            if over {
                break;
            }
        }
        Ok(last)
    }

    /// Whether the channel's game is no longer the one at `version` (changed, ended, or gone).
    async fn moved_on(&self, place: Place, version: i64) -> bool {
        match self.active_in_channel(place).await {
            Ok(record) => record.version != version,
            Err(HostError::Refused(_)) => true,
            Err(_) => false,
        }
    }

    /// Channels of this host's shards whose AI game waits for the AI (after a restart, say).
    pub async fn games_awaiting_ai(&self) -> HostResult<Vec<Place>> {
        let mut places = Vec::new();
        for record in self.store.live_games(&self.shards).await? {
            if record.status != Status::Active || record.ai_level.is_none() {
                continue;
            }
            // One game that cannot be rebuilt must not hold up the AI in every other game.
            let game = match self.load(&record).await {
                Ok(game) => game,
                Err(e) => {
                    warn!(game = record.id, error = %e, "skipping an AI game that cannot be loaded");
                    continue;
                }
            };
            if game.to_move() == Some(AI_SEAT) && self.pause_of(&record).await?.is_none() {
                places.push(Place {
                    guild_id: Some(record.guild_id),
                    channel_id: record.channel_id,
                });
            }
        }
        Ok(places)
    }

    /// A suggested move for the player to act, in practice (unrated AI) games only.
    pub async fn hint(&self, place: Place, user: &User) -> HostResult<String> {
        let record = self.active_in_channel(place).await?;
        if record.ai_level.is_none() || record.rated {
            return Err(HostError::refused(Text::new("host-hints-practice-only")));
        }
        let game = self.load(&record).await?;
        self.seat_to_act(&record, &game, user)?;
        let _permit = self
            .ai_permits
            .acquire()
            .await
            .map_err(|e| HostError::Internal(format!("AI permits closed: {e}")))?;
        let seed = record.version as u64;
        let started = std::time::Instant::now();
        let mv = tokio::task::spawn_blocking(move || choose_move_text(&game, Level::Medium, seed))
            .await
            .map_err(|e| HostError::Internal(format!("AI search failed: {e}")))?;
        crate::metrics::ai_searched(Level::Medium.name(), started.elapsed());
        mv.ok_or_else(|| HostError::refused(Text::new("host-no-hint")))
    }
}

/// How many AI searches may run at once: one per core, so many AI games cannot starve the bot.
pub fn ai_permits() -> Arc<tokio::sync::Semaphore> {
    Arc::new(tokio::sync::Semaphore::new(cores()))
}

/// Cores this process may use.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ai_is_named_and_compliments_in_every_language() {
        for &lang in Lang::ALL {
            for id in AI_COMPLIMENTS {
                assert_ne!(tr(lang, id), id, "{id} in {}", lang.code());
            }
        }
        assert_eq!(ai_name(Level::Easy, Lang::EnUs), "boardbot (easy)");
        assert_eq!(ai_name(Level::Hard, Lang::De), "boardbot (schwer)");
        assert_eq!(ai_name(Level::Medium, Lang::EsEs), "boardbot (medio)");
    }
}
