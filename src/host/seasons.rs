//! Seasons: every rating pool plays them one after another (a calendar month each unless a
//! server's admin sets another length with `/season`). A rated game counts in the season it
//! ended in, for a season rating beside the all-time one (see [`ratings::season_start`]). A
//! season that ended is closed by the periodic tick: its standings stay as they are, forever,
//! and each game's best player of at least [`SEASON_MIN_GAMES`] games is its champion.

use super::*;
use crate::store::{ChampionRecord, PairRatings, PoolRatings, SeasonPlan, SeasonRecord};

/// Rated games in a season a player needs to be its champion in a game.
pub const SEASON_MIN_GAMES: i64 = 3;

/// The longest season an admin may set, in days.
pub const MAX_SEASON_DAYS: i64 = 365;

/// Rows of a season's standings in a picture or a reply.
pub const SEASON_STANDINGS_ROWS: i64 = 10;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Monthly seasons, until an admin says otherwise.
const DEFAULT_PLAN: SeasonPlan = SeasonPlan {
    length_days: 0,
    paused: false,
    channel_id: None,
};

/// A season's standings in one game.
#[derive(Clone, Debug)]
pub struct SeasonStandings {
    pub season: SeasonRecord,
    pub kind: GameKind,
    /// Best first.
    pub rows: Vec<RatingView>,
    /// Players with a season rating in this game.
    pub players: i64,
    /// Its champion, once the season is closed.
    pub champion: Option<ChampionRecord>,
}

/// A season that was just closed: what to announce, and where.
#[derive(Clone, Debug)]
pub struct ClosedSeason {
    pub season: SeasonRecord,
    /// The admin's channel for the final standings (`None`: nowhere).
    pub channel_id: Option<u64>,
    /// The server's language.
    pub lang: Lang,
    /// One per game played in the season.
    pub standings: Vec<SeasonStandings>,
}

/// What `/season` shows: the season now (if one runs) and how they run.
#[derive(Clone, Debug)]
pub struct SeasonInfo {
    pub current: Option<SeasonRecord>,
    pub plan: SeasonPlan,
}

/// A season's name in words: the admin's, or "Season N".
pub fn season_name(season: &SeasonRecord) -> Text {
    match &season.name {
        Some(name) => Text::new("season-named").arg("name", name.as_str()),
        None => Text::new("season-numbered").arg("number", season.number),
    }
}

impl Host {
    /// The pool's season now, started when the last one ended (unless seasons are paused).
    pub(super) async fn season_now(&self, pool: u64) -> StoreResult<Option<SeasonRecord>> {
        let now = self.now();
        // Two processes may start the same season at once: the second reads the first's.
        for _ in 0..3 {
            let latest = self.store.latest_season(pool).await?;
            if let Some(season) = latest.as_ref().filter(|s| covers(s, now)) {
                return Ok(Some(season.clone()));
            }
            let plan = self.store.season_plan(pool).await?.unwrap_or(DEFAULT_PLAN);
            if plan.paused {
                return Ok(None);
            }
            let (starts_at, ends_at) = next_period(plan.length_days, latest.as_ref(), now);
            let season = SeasonRecord {
                guild_id: pool,
                number: latest.map_or(1, |s| s.number + 1),
                name: None,
                starts_at,
                ends_at,
                closed_at: None,
            };
            if self.store.insert_season(&season).await? {
                info!(pool, number = season.number, "a season began");
                return Ok(Some(season));
            }
        }
        Err(StoreError::Conflict)
    }

    /// The season a game of `game.guild_id`'s pool ending now counts in, and both players'
    /// rows it starts from (`read`: the pool's latest season and the rows in it, as
    /// [`Store::game_end_ratings`] read them). When that season is over, the next one begins
    /// here, as [`Host::season_now`] has it, and its rows are read again.
    pub(super) async fn season_of_end(
        &self,
        game: &GameRecord,
        read: PoolRatings,
    ) -> StoreResult<(Option<SeasonRecord>, PairRatings)> {
        if let Some(season) = read.latest_season.filter(|s| covers(s, self.now())) {
            return Ok((Some(season), read.pair));
        }
        let season = self.season_now(read.pool).await?;
        let Some(number) = season.as_ref().map(|s| s.number) else {
            let all_time = read.pair.all_time;
            return Ok((
                None,
                PairRatings {
                    all_time,
                    season: Default::default(),
                },
            ));
        };
        let current = self
            .store
            .game_ratings(read.pool, game.kind, game.players, Some(number))
            .await?;
        Ok((season, current))
    }

    /// `/season`: the season now and how seasons run.
    pub async fn season_info(&self, guild_id: Option<u64>) -> HostResult<SeasonInfo> {
        let pool = guild_id.unwrap_or(EVERYWHERE);
        Ok(SeasonInfo {
            current: self.season_now(pool).await?,
            plan: self.store.season_plan(pool).await?.unwrap_or(DEFAULT_PLAN),
        })
    }

    /// An admin starts a season now, ending the one that runs (its standings are archived
    /// and posted a minute later). `length_days`: 0 a calendar month; `None` keeps the length.
    pub async fn start_season(
        &self,
        guild_id: Option<u64>,
        user: &User,
        name: Option<String>,
        length_days: Option<i64>,
    ) -> HostResult<SeasonRecord> {
        let pool = moderated_guild(guild_id, user)?;
        let mut plan = self.store.season_plan(pool).await?.unwrap_or(DEFAULT_PLAN);
        if let Some(days) = length_days {
            plan.length_days = checked_length(days)?;
        }
        plan.paused = false;
        let now = self.now();
        let latest = self.store.latest_season(pool).await?;
        if let Some(open) = latest.as_ref().filter(|s| s.ends_at > now) {
            self.store.end_season_at(pool, open.number, now).await?;
        }
        let season = SeasonRecord {
            guild_id: pool,
            number: latest.map_or(1, |s| s.number + 1),
            name: name.map(|n| kept_name(n.trim())).filter(|n| !n.is_empty()),
            starts_at: now,
            ends_at: period_end(plan.length_days, now),
            closed_at: None,
        };
        if !self.store.insert_season(&season).await? {
            return Err(HostError::refused(Text::new("season-changed-meanwhile")));
        }
        self.store.set_season_plan(pool, plan).await?;
        info!(pool, number = season.number, "an admin started a season");
        Ok(season)
    }

    /// An admin ends the season now; no other starts until `/season start`.
    pub async fn end_season(&self, guild_id: Option<u64>, user: &User) -> HostResult<SeasonRecord> {
        let pool = moderated_guild(guild_id, user)?;
        let now = self.now();
        let mut plan = self.store.season_plan(pool).await?.unwrap_or(DEFAULT_PLAN);
        let open = self
            .store
            .latest_season(pool)
            .await?
            .filter(|s| covers(s, now))
            .ok_or_else(|| HostError::refused(Text::new("season-none-running")))?;
        self.store.end_season_at(pool, open.number, now).await?;
        plan.paused = true;
        self.store.set_season_plan(pool, plan).await?;
        Ok(SeasonRecord {
            ends_at: now,
            ..open
        })
    }

    /// An admin sets how long seasons last (from the next one) and where their final
    /// standings are posted (`Some(None)`: nowhere).
    pub async fn set_season_plan(
        &self,
        guild_id: Option<u64>,
        user: &User,
        length_days: Option<i64>,
        channel_id: Option<Option<u64>>,
    ) -> HostResult<SeasonPlan> {
        let pool = moderated_guild(guild_id, user)?;
        let mut plan = self.store.season_plan(pool).await?.unwrap_or(DEFAULT_PLAN);
        if let Some(days) = length_days {
            plan.length_days = checked_length(days)?;
        }
        if let Some(channel) = channel_id {
            plan.channel_id = channel;
        }
        self.store.set_season_plan(pool, plan).await?;
        Ok(plan)
    }

    /// The periodic tick: close every season that ended (a minute ago), crowning its
    /// champions; each is closed by one process only. Returns what to announce.
    pub async fn close_due_seasons(&self) -> HostResult<Vec<ClosedSeason>> {
        let now = self.now();
        let mut closed = Vec::new();
        for season in self
            .store
            .seasons_to_close(now - self.settings.season_close_grace_ms)
            .await?
        {
            let Some(champions) = self
                .store
                .close_season(&season, SEASON_MIN_GAMES, now)
                .await?
            else {
                continue;
            };
            let season = SeasonRecord {
                closed_at: Some(now),
                ..season
            };
            info!(
                pool = season.guild_id,
                number = season.number,
                champions = champions.len(),
                "a season closed"
            );
            // The reigning champions change: the last season's and this one's roles.
            let mut crowned: Vec<u64> = champions.iter().map(|c| c.user_id).collect();
            if let Some(before) = season.number.checked_sub(1).filter(|&n| n > 0) {
                let previous = self.store.season_champions(season.guild_id, before).await?;
                crowned.extend(previous.iter().map(|c| c.user_id));
            }
            crowned.sort_unstable();
            crowned.dedup();
            self.queue_roles(season.guild_id, &crowned).await;
            for champion in &champions {
                self.award(
                    season.guild_id,
                    champion.user_id,
                    Achievement::SeasonChampion,
                    now,
                    None,
                )
                .await;
            }
            let mut standings = Vec::new();
            for &kind in GameKind::ALL {
                let table = self.season_table(&season, kind, &champions).await?;
                if table.players > 0 {
                    standings.push(table);
                }
            }
            let plan = self.store.season_plan(season.guild_id).await?;
            closed.push(ClosedSeason {
                channel_id: plan.and_then(|p| p.channel_id),
                lang: self.guild_lang(season.guild_id).await,
                season,
                standings,
            });
        }
        Ok(closed)
    }

    /// A season's standings in a game (`number` `None`: the season now).
    pub async fn season_standings(
        &self,
        guild_id: Option<u64>,
        kind: GameKind,
        number: Option<i64>,
    ) -> HostResult<SeasonStandings> {
        let pool = guild_id.unwrap_or(EVERYWHERE);
        let season = match number {
            Some(n) => self.store.season(pool, n).await?,
            None => self.season_now(pool).await?,
        }
        .ok_or_else(|| match number {
            Some(n) => HostError::refused(Text::new("season-unknown").arg("number", n)),
            None => HostError::refused(Text::new("season-none-running")),
        })?;
        let champions = self.store.season_champions(pool, season.number).await?;
        self.season_table(&season, kind, &champions).await
    }

    /// A pool's seasons, newest first.
    pub async fn seasons(&self, guild_id: Option<u64>) -> HostResult<Vec<SeasonRecord>> {
        Ok(self.store.seasons(guild_id.unwrap_or(EVERYWHERE)).await?)
    }

    /// The seasons a player won in a pool, newest first (`/stats`, the web).
    pub async fn titles(
        &self,
        guild_id: Option<u64>,
        user_id: u64,
    ) -> HostResult<Vec<ChampionRecord>> {
        Ok(self
            .store
            .titles(guild_id.unwrap_or(EVERYWHERE), user_id)
            .await?)
    }

    async fn season_table(
        &self,
        season: &SeasonRecord,
        kind: GameKind,
        champions: &[ChampionRecord],
    ) -> HostResult<SeasonStandings> {
        let rows = self
            .store
            .season_leaderboard(
                season.guild_id,
                season.number,
                kind,
                SEASON_STANDINGS_ROWS,
                0,
            )
            .await?;
        Ok(SeasonStandings {
            season: season.clone(),
            kind,
            players: self
                .store
                .season_players(season.guild_id, season.number, kind)
                .await?,
            rows: rows.into_iter().map(RatingView::from).collect(),
            champion: champions.iter().find(|c| c.kind == kind).cloned(),
        })
    }
}

/// The season rows a rated game writes in `season` of its pool: each player's season row
/// (started from their all-time row before the game if they have none yet) after the game.
pub(super) fn season_ratings_after(
    game: &GameRecord,
    season: &SeasonRecord,
    current: PairRatings,
    winner: Option<Seat>,
) -> Vec<RatingRecord> {
    let PairRatings {
        all_time,
        season: rows,
    } = current;
    let rows = [0, 1].map(|i| {
        rows[i].clone().unwrap_or_else(|| {
            ratings::season_start(game, Seat(i as u8), all_time[i].as_ref(), season.number)
        })
    });
    ratings::rate(game, rows.map(Some), winner)
}

/// Whether a game ending at `at` counts in `season`.
fn covers(season: &SeasonRecord, at: i64) -> bool {
    season.closed_at.is_none() && season.starts_at <= at && at < season.ends_at
}

fn checked_length(days: i64) -> HostResult<i64> {
    if (0..=MAX_SEASON_DAYS).contains(&days) {
        Ok(days)
    } else {
        Err(HostError::refused(
            Text::new("season-length-range").arg("max", MAX_SEASON_DAYS),
        ))
    }
}

/// When a season of `length_days` (0: a calendar month) that starts at `start` ends.
fn period_end(length_days: i64, start: i64) -> i64 {
    match length_days {
        0 => calendar::add_month(start),
        days => start + days * DAY_MS,
    }
}

/// The next season's span: from where the last one ended, one length after another, the one
/// that holds `now`; a pool's first monthly season is the calendar month of `now`, its first
/// season of days starts today (UTC).
fn next_period(length_days: i64, latest: Option<&SeasonRecord>, now: i64) -> (i64, i64) {
    let mut start = match latest {
        Some(last) if last.ends_at <= now => last.ends_at,
        // An admin's season that has not begun, or none: from the start of the period of now.
        _ if length_days == 0 => calendar::month_start(now),
        _ => now.div_euclid(DAY_MS) * DAY_MS,
    };
    let mut end = period_end(length_days, start);
    while end <= now {
        start = end;
        end = period_end(length_days, start);
    }
    (start, end)
}

/// `YYYY-MM-DD` (UTC) of a unix time in milliseconds (the web pages' dates).
pub fn iso_date(ms: i64) -> String {
    let (year, month, day) = calendar::civil_from_days(ms.div_euclid(DAY_MS));
    format!("{year:04}-{month:02}-{day:02}")
}

/// Dates in the proleptic Gregorian calendar, UTC (Howard Hinnant's civil-day algorithms).
mod calendar {
    use super::DAY_MS;

    fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    pub(super) fn civil_from_days(z: i64) -> (i64, i64, i64) {
        let z = z + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = doy - (153 * mp + 2) / 5 + 1;
        let m = if mp < 10 { mp + 3 } else { mp - 9 };
        (
            if m <= 2 {
                yoe + era * 400 + 1
            } else {
                yoe + era * 400
            },
            m,
            d,
        )
    }

    /// Midnight of the first day of the month of `ms`.
    pub fn month_start(ms: i64) -> i64 {
        let (y, m, _) = civil_from_days(ms.div_euclid(DAY_MS));
        days_from_civil(y, m, 1) * DAY_MS
    }

    /// The same day and time a month later (the month's last day where it is shorter).
    pub fn add_month(ms: i64) -> i64 {
        let day = ms.div_euclid(DAY_MS);
        let time = ms.rem_euclid(DAY_MS);
        let (y, m, d) = civil_from_days(day);
        let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
        let (ay, am) = if nm == 12 { (ny + 1, 1) } else { (ny, nm + 1) };
        let days_in_next = days_from_civil(ay, am, 1) - days_from_civil(ny, nm, 1);
        days_from_civil(ny, nm, d.min(days_in_next)) * DAY_MS + time
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn days_round_trip_and_months_advance() {
            for day in [-800_000, -1, 0, 1, 11_016, 20_000, 20_783, 2_000_000] {
                let (y, m, d) = civil_from_days(day);
                assert_eq!(days_from_civil(y, m, d), day);
            }
            // 2026-11-26 12:00 UTC.
            let noon = days_from_civil(2026, 11, 26) * DAY_MS + 12 * 3_600_000;
            assert_eq!(month_start(noon), days_from_civil(2026, 11, 1) * DAY_MS);
            assert_eq!(
                add_month(noon),
                days_from_civil(2026, 12, 26) * DAY_MS + 12 * 3_600_000
            );
            // January 31st is followed by February's last day, and December by January.
            let jan31 = days_from_civil(2028, 1, 31) * DAY_MS;
            assert_eq!(add_month(jan31), days_from_civil(2028, 2, 29) * DAY_MS);
            let dec = days_from_civil(2026, 12, 1) * DAY_MS;
            assert_eq!(add_month(dec), days_from_civil(2027, 1, 1) * DAY_MS);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seasons_follow_each_other_and_skip_idle_months() {
        let nov = calendar::month_start(1_795_000_000_000);
        let dec = calendar::add_month(nov);
        let jan = calendar::add_month(dec);
        // The first monthly season is the month of now.
        assert_eq!(next_period(0, None, nov + 5 * DAY_MS), (nov, dec));
        let last = SeasonRecord {
            guild_id: 7,
            number: 1,
            name: None,
            starts_at: nov,
            ends_at: dec,
            closed_at: None,
        };
        // The next follows the last, or the period of now after an idle month.
        assert_eq!(next_period(0, Some(&last), dec), (dec, jan));
        assert_eq!(
            next_period(0, Some(&last), jan + DAY_MS),
            (jan, calendar::add_month(jan))
        );
        // Seasons of ten days from the last one's end.
        assert_eq!(
            next_period(10, Some(&last), dec + 25 * DAY_MS),
            (dec + 20 * DAY_MS, dec + 30 * DAY_MS)
        );
        assert!(covers(&last, nov) && !covers(&last, dec));
    }
}
