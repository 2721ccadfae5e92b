//! Everything the store keeps about one person, read together for `/privacy export`: the games
//! they played or were challenged to, their ratings and rating histories, their tournament
//! entries and organized tournaments, and their challenge settings (blocks, opt-outs,
//! declines). Their preferences are read with [`Store::palette`].

use sqlx::Row;

use super::games::GAME_COLUMNS;
use super::ratings::{rating_from_row, RATING_COLUMNS};
use super::{id_in, id_out, GameRecord, RatingPoint, RatingRecord, Store, StoreResult};
use crate::games::GameKind;

/// One point of a person's rating history, with where and in which game it was made.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryPoint {
    pub guild_id: u64,
    pub kind: GameKind,
    pub point: RatingPoint,
}

/// A person's entry in a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentEntry {
    pub tournament_id: i64,
    pub guild_id: u64,
    pub kind: GameKind,
    /// Their name as entered.
    pub name: String,
    /// Their rating when they entered.
    pub rating: f64,
    pub joined_at: i64,
    pub active: bool,
}

/// A challenge setting a person made in a server.
#[derive(Clone, Debug, PartialEq)]
pub enum ChallengeSetting {
    /// They block challenges from `blocked_id`.
    Block {
        guild_id: u64,
        blocked_id: u64,
        blocked_name: String,
        since: i64,
    },
    /// They take no challenges there.
    OptOut { guild_id: u64, since: i64 },
    /// They declined a challenge from `challenger_id` (which starts the challenger's cooldown).
    Decline {
        guild_id: u64,
        challenger_id: u64,
        at: i64,
    },
}

/// A tournament a person organized.
#[derive(Clone, Debug, PartialEq)]
pub struct Organized {
    pub tournament_id: i64,
    pub guild_id: u64,
    pub kind: GameKind,
    pub created_at: i64,
}

/// Everything kept about one person but their games' moves (read per game with
/// [`Store::moves`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PersonRows {
    pub games: Vec<GameRecord>,
    pub ratings: Vec<RatingRecord>,
    pub rating_history: Vec<HistoryPoint>,
    pub tournament_entries: Vec<TournamentEntry>,
    pub organized: Vec<Organized>,
    pub challenge_settings: Vec<ChallengeSetting>,
    /// Season ratings, by server, season and game.
    pub season_ratings: Vec<RatingRecord>,
    /// The seasons the person won.
    pub titles: Vec<super::ChampionRecord>,
    /// Achievements, in every pool.
    pub achievements: Vec<super::AchievementRecord>,
    /// Daily puzzles tried: (pool, day, tries, solved at).
    pub puzzle_attempts: Vec<(u64, i64, i64, Option<i64>)>,
    /// Others' games outside servers they were let in to watch from the Activity.
    pub spectated: Vec<i64>,
    /// Rules files they uploaded: (game id, version number, server, when).
    pub design_uploads: Vec<(String, i64, u64, i64)>,
}

fn kind_of(text: &str) -> StoreResult<GameKind> {
    GameKind::from_id(text).ok_or_else(|| super::StoreError::Corrupt(format!("game kind {text}")))
}

impl Store {
    /// Every row about `user_id`, in every server, oldest first.
    pub async fn person_rows(&self, user_id: u64) -> StoreResult<PersonRows> {
        self.on_live_connection("read a person's data", |_| async move {
            let id = id_in(user_id);
            let rows = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE player0 = $1 OR player1 = $1 ORDER BY id"
            ))
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
            let games = self.games_of(rows).await?;
            let ratings = sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE user_id = $1 ORDER BY guild_id, kind"
            ))
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(rating_from_row)
            .collect::<StoreResult<Vec<_>>>()?;
            let rating_history = sqlx::query(
                "SELECT guild_id, kind, at, game_id, rating, deviation FROM rating_history \
                 WHERE user_id = $1 ORDER BY at, game_id",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(HistoryPoint {
                    guild_id: id_out(r.try_get("guild_id")?),
                    kind: kind_of(&r.try_get::<String, _>("kind")?)?,
                    point: RatingPoint {
                        at: r.try_get("at")?,
                        game_id: r.try_get("game_id")?,
                        rating: r.try_get("rating")?,
                        deviation: r.try_get("deviation")?,
                    },
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
            let tournament_entries = sqlx::query(
                "SELECT e.tournament_id, t.guild_id, t.kind, e.name, e.rating, e.joined_at, \
                 e.active FROM tournament_entrants e \
                 JOIN tournaments t ON t.id = e.tournament_id \
                 WHERE e.user_id = $1 ORDER BY e.tournament_id",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(TournamentEntry {
                    tournament_id: r.try_get("tournament_id")?,
                    guild_id: id_out(r.try_get("guild_id")?),
                    kind: kind_of(&r.try_get::<String, _>("kind")?)?,
                    name: r.try_get("name")?,
                    rating: r.try_get("rating")?,
                    joined_at: r.try_get("joined_at")?,
                    active: r.try_get::<i64, _>("active")? != 0,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
            let organized = sqlx::query(
                "SELECT id, guild_id, kind, created_at FROM tournaments \
                 WHERE organizer_id = $1 ORDER BY id",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(Organized {
                    tournament_id: r.try_get("id")?,
                    guild_id: id_out(r.try_get("guild_id")?),
                    kind: kind_of(&r.try_get::<String, _>("kind")?)?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
            let mut challenge_settings = Vec::new();
            for r in sqlx::query(
                "SELECT guild_id, blocked_id, blocked_name, created_at FROM challenge_blocks \
                 WHERE blocker_id = $1 ORDER BY created_at",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            {
                challenge_settings.push(ChallengeSetting::Block {
                    guild_id: id_out(r.try_get("guild_id")?),
                    blocked_id: id_out(r.try_get("blocked_id")?),
                    blocked_name: r.try_get("blocked_name")?,
                    since: r.try_get("created_at")?,
                });
            }
            for r in sqlx::query(
                "SELECT guild_id, since FROM challenge_opt_outs WHERE user_id = $1 ORDER BY since",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            {
                challenge_settings.push(ChallengeSetting::OptOut {
                    guild_id: id_out(r.try_get("guild_id")?),
                    since: r.try_get("since")?,
                });
            }
            for r in sqlx::query(
                "SELECT guild_id, challenger_id, declined_at FROM challenge_declines \
                 WHERE opponent_id = $1 ORDER BY declined_at",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            {
                challenge_settings.push(ChallengeSetting::Decline {
                    guild_id: id_out(r.try_get("guild_id")?),
                    challenger_id: id_out(r.try_get("challenger_id")?),
                    at: r.try_get("declined_at")?,
                });
            }
            Ok(PersonRows {
                games,
                ratings,
                rating_history,
                tournament_entries,
                organized,
                challenge_settings,
                season_ratings: self.person_season_ratings(user_id).await?,
                titles: self.person_titles(user_id).await?,
                achievements: self.person_achievements(user_id).await?,
                puzzle_attempts: self.person_puzzle_attempts(user_id).await?,
                spectated: self.spectated_by(user_id).await?,
                design_uploads: self.uploads_by(user_id).await?,
            })
        })
        .await
    }
}

/// What one person's rows become when they are erased.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pseudonym {
    /// Stands for them in finished games, tournaments and move logs: never a Discord id.
    pub id: u64,
    pub name: String,
}

/// A game in which an erased person became a pseudonym, as it stands after the erasure: the
/// surfaces that show it are told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RenamedGame {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub version: i64,
    pub status: super::Status,
}

/// Ids from here up are pseudonyms: Discord's ids (milliseconds since 2015, shifted by 22
/// bits) reach it around 2050, and the AI's ids sit at the very top.
pub const PSEUDONYM_BASE: u64 = 1 << 62;

impl Store {
    /// Erase `user_id` in one transaction: their open challenges expire; in every game, move,
    /// tournament entry and pairing they are `pseudonym` (so opponents keep their history and
    /// ratings); their ratings, rating history, preferences, opt-outs, declines and own blocks
    /// are removed, and others' blocks of them keep the pseudonym's name. Games in progress
    /// must be ended first. Doing it again changes nothing more.
    pub async fn erase_person(
        &self,
        user_id: u64,
        pseudonym: &Pseudonym,
        now: i64,
    ) -> StoreResult<Vec<RenamedGame>> {
        self.on_live_connection("erase a person", |_| async move {
            let (user, alias, name) = (id_in(user_id), id_in(pseudonym.id), &pseudonym.name);
            let mut tx = self.pool.begin().await?;
            sqlx::query(
                "UPDATE games SET status = 'expired', version = version + 1, updated_at = $2 \
                 WHERE status = 'challenge' AND (player0 = $1 OR player1 = $1)",
            )
            .bind(user)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            let mut renamed = Vec::new();
            for seat in ["0", "1"] {
                let rows = sqlx::query(&format!(
                    "UPDATE games SET player{seat} = $2, name{seat} = $3, version = version + 1 \
                     WHERE player{seat} = $1 \
                     RETURNING id, guild_id, channel_id, version, status"
                ))
                .bind(user)
                .bind(alias)
                .bind(name)
                .fetch_all(&mut *tx)
                .await?;
                for r in rows {
                    let status: String = r.try_get("status")?;
                    renamed.push(RenamedGame {
                        id: r.try_get("id")?,
                        guild_id: id_out(r.try_get("guild_id")?),
                        channel_id: id_out(r.try_get("channel_id")?),
                        version: r.try_get("version")?,
                        status: status.parse()?,
                    });
                }
            }
            let renames = [
                "UPDATE moves SET user_id = $2 WHERE user_id = $1",
                "UPDATE game_events SET user_id = $2 WHERE user_id = $1",
                "UPDATE tournament_pairings SET first_id = $2 WHERE first_id = $1",
                "UPDATE tournament_pairings SET second_id = $2 WHERE second_id = $1",
                "UPDATE tournaments SET organizer_id = $2 WHERE organizer_id = $1",
                // A designed game's versions, codes and offers stay; their author is no one.
                "UPDATE design_uploads SET author_id = $2 WHERE author_id = $1",
                "UPDATE design_shares SET created_by = $2 WHERE created_by = $1",
                "UPDATE design_gallery SET offered_by = $2 WHERE offered_by = $1",
                "UPDATE paused_games SET failed_by = $2 WHERE failed_by = $1",
            ];
            for sql in renames {
                sqlx::query(sql)
                    .bind(user)
                    .bind(alias)
                    .execute(&mut *tx)
                    .await?;
            }
            sqlx::query(
                "UPDATE tournament_entrants SET user_id = $2, name = $3 WHERE user_id = $1",
            )
            .bind(user)
            .bind(alias)
            .bind(name)
            .execute(&mut *tx)
            .await?;
            // A season's final standings stay as they were, under the pseudonym.
            for table in ["season_ratings", "season_champions"] {
                sqlx::query(&format!(
                    "UPDATE {table} SET user_id = $2, name = $3 WHERE user_id = $1"
                ))
                .bind(user)
                .bind(alias)
                .bind(name)
                .execute(&mut *tx)
                .await?;
            }
            sqlx::query("UPDATE challenge_blocks SET blocked_name = $2 WHERE blocked_id = $1")
                .bind(user)
                .bind(name)
                .execute(&mut *tx)
                .await?;
            let removals = [
                "DELETE FROM ratings WHERE user_id = $1",
                "DELETE FROM rating_history WHERE user_id = $1",
                "DELETE FROM challenge_blocks WHERE blocker_id = $1",
                "DELETE FROM challenge_opt_outs WHERE user_id = $1",
                "DELETE FROM challenge_declines WHERE opponent_id = $1 OR challenger_id = $1",
                "DELETE FROM user_palettes WHERE user_id = $1",
                "DELETE FROM user_move_confirmations WHERE user_id = $1",
                "DELETE FROM user_notifications WHERE user_id = $1",
                "DELETE FROM designer_notices WHERE user_id = $1",
                "DELETE FROM role_syncs WHERE user_id = $1",
                "DELETE FROM player_streaks WHERE user_id = $1",
                "DELETE FROM puzzle_attempts WHERE user_id = $1",
                "DELETE FROM team_votes WHERE user_id = $1",
                "DELETE FROM web_sessions WHERE user_id = $1",
                "DELETE FROM activity_spectators WHERE user_id = $1",
                "DELETE FROM achievements WHERE user_id = $1",
                "DELETE FROM vacations WHERE user_id = $1",
            ];
            for sql in removals {
                sqlx::query(sql).bind(user).execute(&mut *tx).await?;
            }
            sqlx::query("INSERT INTO erasures (at) VALUES ($1)")
                .bind(now)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(renamed)
        })
        .await
    }

    /// How many people have been erased: a change tells a process to forget what it keeps
    /// in memory about finished games.
    pub async fn erasure_count(&self) -> StoreResult<i64> {
        self.on_live_connection("count erasures", |_| async move {
            Ok(sqlx::query("SELECT COUNT(*) AS n FROM erasures")
                .fetch_one(&self.pool)
                .await?
                .try_get("n")?)
        })
        .await
    }
}

/// A server's settings: what is deleted once the bot has been gone from it long enough.
const SERVER_SETTINGS_TABLES: [&str; 8] = [
    "designer_roles",
    "guild_settings",
    "guild_palettes",
    "guild_locales",
    "season_plans",
    "role_rules",
    "role_syncs",
    "role_problems",
];

impl Store {
    /// Note that the bot left `guild_id` at `at` (the first departure counts until it returns).
    pub async fn note_departure(&self, guild_id: u64, at: i64) -> StoreResult<()> {
        self.on_live_connection("note a departure", |_| async move {
            sqlx::query(
                "INSERT INTO guild_departures (guild_id, left_at) VALUES ($1, $2) \
                 ON CONFLICT (guild_id) DO NOTHING",
            )
            .bind(id_in(guild_id))
            .bind(at)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// The bot is in `guild_id` again: nothing of it is to be deleted.
    pub async fn note_return(&self, guild_id: u64) -> StoreResult<()> {
        self.on_live_connection("note a return", |_| async move {
            sqlx::query("DELETE FROM guild_departures WHERE guild_id = $1")
                .bind(id_in(guild_id))
                .execute(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }

    /// Delete the settings of every server the bot left at or before `cutoff`, in one
    /// transaction; how many servers.
    pub async fn forget_servers_left_before(&self, cutoff: i64) -> StoreResult<u64> {
        self.on_live_connection("forget servers left", |_| async move {
            let mut tx = self.pool.begin().await?;
            for table in SERVER_SETTINGS_TABLES {
                sqlx::query(&format!(
                    "DELETE FROM {table} WHERE guild_id IN \
                     (SELECT guild_id FROM guild_departures WHERE left_at <= $1)"
                ))
                .bind(cutoff)
                .execute(&mut *tx)
                .await?;
            }
            let forgotten = sqlx::query("DELETE FROM guild_departures WHERE left_at <= $1")
                .bind(cutoff)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            tx.commit().await?;
            Ok(forgotten)
        })
        .await
    }
}
