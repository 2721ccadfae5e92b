//! A person's own data: everything the bot keeps about them, as one JSON document they can
//! take away (`/privacy export`), and their erasure (`/privacy delete`). The format is
//! described in the README ("Your data"); ids are strings (Discord's ids do not fit a
//! JavaScript number) and times are unix milliseconds.
//!
//! Nothing of anyone's hidden information goes in: no game's seed (Super Seven's dice), no Cross
//! Words Combat page. Opponents appear by the id and name the game shows them under.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use rand::Rng;
use serde_json::{json, Value};

use super::{place_of_game, Host, HostError, HostResult, User};
use crate::store::{
    ChallengeSetting, GameEvent, GameRecord, MoveRecord, PaletteOwner, Pseudonym, Status,
    PSEUDONYM_BASE,
};

/// The `format` and `version` of the export, so a reader can tell what it holds.
pub const EXPORT_FORMAT: &str = "boardbot-personal-data";
pub const EXPORT_VERSION: u32 = 1;

/// A server's id as the export writes it: `null` for games outside servers.
fn server(guild_id: u64) -> Value {
    if guild_id == 0 {
        Value::Null
    } else {
        json!(guild_id.to_string())
    }
}

fn game_entry(
    user_id: u64,
    game: &GameRecord,
    moves: &[MoveRecord],
    events: &[GameEvent],
) -> Value {
    let seat = usize::from(game.players[1] == user_id && game.players[0] != user_id);
    let other = 1 - seat;
    json!({
        "id": game.id,
        "server_id": server(game.guild_id),
        "channel_id": game.channel_id.to_string(),
        "game": game.kind.id(),
        "options": game.options,
        "rated": game.rated,
        "status": game.status.as_str(),
        "your_seat": game.kind.seat_names()[seat],
        "your_name": game.names[seat],
        "opponent": {
            "id": game.players[other].to_string(),
            "name": game.names[other],
            "ai_level": game.ai_level,
        },
        "result": game.result.map(|r| json!({
            "winner": r.winner.map(|w| game.kind.seat_names()[w.index()]),
            "you_won": r.winner.map(|w| w.index() == seat),
            "reason": r.reason,
        })),
        "created_at_ms": game.created_at,
        "moves": moves.iter().map(|m| json!({
            "ply": m.ply,
            "by_you": m.user_id == user_id,
            "move": m.notation,
            "played_at_ms": m.played_at,
        })).collect::<Vec<_>>(),
        "events": events.iter().map(|e| json!({
            "event": e.kind.as_str(),
            "by_you": e.user_id == user_id,
            "at_ms": e.at,
            "detail": e.detail,
        })).collect::<Vec<_>>(),
    })
}

fn setting_entry(setting: &ChallengeSetting) -> Value {
    match setting {
        ChallengeSetting::Block {
            guild_id,
            blocked_id,
            blocked_name,
            since,
        } => json!({
            "kind": "block",
            "server_id": server(*guild_id),
            "blocked_id": blocked_id.to_string(),
            "blocked_name": blocked_name,
            "since_ms": since,
        }),
        ChallengeSetting::OptOut { guild_id, since } => json!({
            "kind": "no_challenges",
            "server_id": server(*guild_id),
            "since_ms": since,
        }),
        ChallengeSetting::Decline {
            guild_id,
            challenger_id,
            at,
        } => json!({
            "kind": "declined_challenge",
            "server_id": server(*guild_id),
            "challenger_id": challenger_id.to_string(),
            "at_ms": at,
        }),
    }
}

impl Host {
    /// Everything kept about `user`, as pretty-printed JSON.
    pub async fn export_personal_data(&self, user: &User) -> HostResult<Vec<u8>> {
        let rows = self.store.person_rows(user.id).await?;
        // Only a preference the person chose: none stored is the default, not a choice.
        let palette = self.store.palette(PaletteOwner::User(user.id)).await?;
        let confirm_moves = self.store.confirms_moves(user.id).await?;
        let vacations = self.store.vacations_of(user.id).await?;
        let notifications = self.store.notification_row(user.id).await?.map(|n| {
            json!({
                "reminder_points": n.reminder_points,
                "about_to_lose": n.about_to_lose,
                "digest_hour": n.digest_hour,
                "timezone": n.timezone,
                "lang": n.lang,
                "next_digest_at_ms": n.next_digest_at,
                "dms_closed_at_ms": n.dms_closed_at,
            })
        });
        let mut games = Vec::with_capacity(rows.games.len());
        for game in &rows.games {
            let moves = self.store.moves(game.id).await?;
            let events = self.store.game_events(game.id).await?;
            games.push(game_entry(user.id, game, &moves, &events));
        }
        // One's own queued conditional moves (nobody else's: the opponent's stay theirs).
        let conditional_moves: Vec<Value> = self
            .store
            .conditional_lines_of(user.id)
            .await?
            .into_iter()
            .map(|(game_id, lines)| {
                let lines: Value = serde_json::from_str(&lines).unwrap_or(Value::Null);
                json!({ "game_id": game_id, "lines": lines })
            })
            .collect();
        let document = json!({
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "user_id": user.id.to_string(),
            "exported_at_ms": self.clock.now_ms(),
            "preferences": {
                "palette": palette,
                "confirm_moves": confirm_moves,
                "notifications": notifications,
            },
            "games": games,
            "vacations": vacations.iter().map(|v| json!({
                "started_at_ms": v.starts_at,
                "ends_at_ms": v.ends_at,
                "days_charged": v.days,
            })).collect::<Vec<_>>(),
            "conditional_moves": conditional_moves,
            "ratings": rows.ratings.iter().map(|r| json!({
                "server_id": server(r.guild_id),
                "game": r.kind.id(),
                "name": r.name,
                "rating": r.rating,
                "deviation": r.deviation,
                "volatility": r.volatility,
                "wins": r.wins,
                "losses": r.losses,
                "draws": r.draws,
            })).collect::<Vec<_>>(),
            "season_ratings": rows.season_ratings.iter().map(|r| json!({
                "server_id": server(r.guild_id),
                "season": r.season,
                "game": r.kind.id(),
                "rating": r.rating,
                "deviation": r.deviation,
                "wins": r.wins,
                "losses": r.losses,
                "draws": r.draws,
            })).collect::<Vec<_>>(),
            "achievements": rows.achievements.iter().map(|a| json!({
                "server_id": server(a.guild_id),
                "code": a.code,
                "achieved_at": a.achieved_at,
                "game_id": a.game_id,
            })).collect::<Vec<_>>(),
            "puzzle_attempts": rows.puzzle_attempts.iter().map(|(pool, day, tries, solved)| json!({
                "server_id": server(*pool),
                "day": day,
                "tries": tries,
                "solved_at_ms": solved,
            })).collect::<Vec<_>>(),
            "games_watched_from_an_activity": rows.spectated,
            "rules_files_uploaded": rows.design_uploads.iter().map(|(game, number, guild, at)| json!({
                "server_id": server(*guild),
                "game": game,
                "version": number,
                "uploaded_at_ms": at,
            })).collect::<Vec<_>>(),
            "season_titles": rows.titles.iter().map(|t| json!({
                "server_id": server(t.guild_id),
                "season": t.season,
                "game": t.kind.id(),
                "rating": t.rating,
            })).collect::<Vec<_>>(),
            "rating_history": rows.rating_history.iter().map(|h| json!({
                "server_id": server(h.guild_id),
                "game": h.kind.id(),
                "game_id": h.point.game_id,
                "at_ms": h.point.at,
                "rating": h.point.rating,
                "deviation": h.point.deviation,
            })).collect::<Vec<_>>(),
            "tournament_entries": rows.tournament_entries.iter().map(|t| json!({
                "tournament_id": t.tournament_id,
                "server_id": server(t.guild_id),
                "game": t.kind.id(),
                "name": t.name,
                "rating_when_entered": t.rating,
                "joined_at_ms": t.joined_at,
                "active": t.active,
            })).collect::<Vec<_>>(),
            "tournaments_organized": rows.organized.iter().map(|t| json!({
                "tournament_id": t.tournament_id,
                "server_id": server(t.guild_id),
                "game": t.kind.id(),
                "created_at_ms": t.created_at,
            })).collect::<Vec<_>>(),
            "challenge_settings": rows
                .challenge_settings
                .iter()
                .map(setting_entry)
                .collect::<Vec<_>>(),
        });
        serde_json::to_vec_pretty(&document)
            .map_err(|e| super::HostError::Internal(format!("writing an export: {e}")))
    }
}

/// How long a process trusts the erasures it last counted: another process's erasure reaches
/// this one's memory of finished games (the web pages') within this.
const ERASURES_FRESH: Duration = Duration::from_secs(5);

/// The erasures counted so far, and when they were read.
#[derive(Default)]
pub(super) struct Erasures {
    counted: Mutex<Option<(i64, Instant)>>,
}

impl Erasures {
    fn counted(&self) -> std::sync::MutexGuard<'_, Option<(i64, Instant)>> {
        self.counted
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Host {
    /// Erase `user` (`/privacy delete`, once confirmed): their games in progress are resigned
    /// (rated as resignations), then one transaction makes them a pseudonym in every finished
    /// game, move and tournament, so that opponents keep their history and ratings, and removes
    /// their ratings, rating history, preferences and challenge settings. What this process
    /// keeps in memory forgets them at once; other processes within [`ERASURES_FRESH`].
    pub async fn erase_person(&self, user: &User) -> HostResult<Pseudonym> {
        let rows = self.store.person_rows(user.id).await?;
        for game in rows.games.iter().filter(|g| g.status == Status::Active) {
            let place = place_of_game(game.guild_id, game.channel_id);
            match self.resign_on_board(place, user, game.id).await {
                // Ended meanwhile: nothing left to resign.
                Ok(_) | Err(HostError::Refused(_)) => {}
                Err(e) => return Err(e),
            }
        }
        self.store.delete_conditional_lines_of(user.id).await?;
        let tag: u32 = rand::thread_rng().gen();
        let pseudonym = Pseudonym {
            id: PSEUDONYM_BASE + u64::from(tag),
            name: format!("deleted-{:04x}", tag >> 16),
        };
        let renamed = self
            .store
            .erase_person(user.id, &pseudonym, self.now())
            .await?;
        for game in &rows.games {
            self.live.forget(game.channel_id);
        }
        // Every surface that shows a renamed game hears of it at once (other processes through
        // the database's own announcement of each new version).
        for game in &renamed {
            self.changes.publish(super::changes::GameChange {
                game_id: game.id,
                guild_id: game.guild_id,
                channel_id: game.channel_id,
                version: game.version,
                live: game.status.is_live(),
                source: super::changes::ChangeSource::Here,
            });
        }
        // This process knows at once: its next count is one more, whatever the store says.
        let mut counted = self.erased.counted();
        let before = counted.map_or(0, |(n, _)| n);
        *counted = Some((before + 1, Instant::now()));
        Ok(pseudonym)
    }

    /// How many people have been erased, as this process last learnt it (read again after
    /// [`ERASURES_FRESH`]): a front end that keeps finished games in memory drops them when it
    /// changes.
    pub async fn erasures(&self) -> HostResult<i64> {
        if let Some((n, at)) = *self.erased.counted() {
            if at.elapsed() < ERASURES_FRESH {
                return Ok(n);
            }
        }
        let n = self.store.erasure_count().await?;
        let mut counted = self.erased.counted();
        // Never less than what this process counted itself.
        let n = n.max(counted.map_or(0, |(k, _)| k));
        *counted = Some((n, Instant::now()));
        Ok(n)
    }
}

impl Host {
    /// The bot is in `guild_id` (it joined, came back, or started up there): the server's
    /// settings are no longer to be deleted.
    pub async fn guild_present(&self, guild_id: u64) -> HostResult<()> {
        Ok(self.store.note_return(guild_id).await?)
    }

    /// Delete the settings of the servers the bot left more than
    /// [`HostSettings::server_settings_kept_days`] ago; how many servers.
    ///
    /// [`HostSettings::server_settings_kept_days`]: super::HostSettings::server_settings_kept_days
    pub async fn forget_departed_servers(&self) -> HostResult<u64> {
        let kept_ms = self.settings.server_settings_kept_days * 24 * 60 * 60 * 1000;
        Ok(self
            .store
            .forget_servers_left_before(self.now() - kept_ms)
            .await?)
    }
}
