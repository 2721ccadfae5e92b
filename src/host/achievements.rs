//! Streaks and achievements, per player and pool. Both are worked out from the stored games:
//! [`step`] folds one finished game into a player's streaks and names what it earned, and the
//! host folds each player's games after their cursor when a game of theirs ends, so a game
//! missed (a crash between its commit and the fold) is counted at their next one, and
//! [`Host::rebuild_progress`] folds the whole history again to the same result. A comeback
//! needs the game's analysis (it is awarded when one is stored); a tournament won and a
//! season's title are awarded when the tournament ends and the season closes.

use super::commits::EndAhead;
use super::*;
use crate::ai::Level;
use crate::games::Feat;
use crate::store::{AchievementRecord, ProgressWrite, StreakRecord};

/// Wins in a row for [`Achievement::WinStreak`].
pub const WIN_STREAK_GOAL: i64 = 5;
/// Days in a row with a finished game for [`Achievement::DaysInARow`].
pub const DAY_STREAK_GOAL: i64 = 7;
/// Finished games for [`Achievement::Games`].
pub const GAMES_GOAL: i64 = 100;
/// A comeback: the winner's chance to win, by the analysis, fell to this or lower.
pub const COMEBACK_CHANCE: f64 = 0.2;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Something a player earned once, in a pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Achievement {
    /// Their first win in a game.
    FirstWin(GameKind),
    BeatHardAi,
    /// [`GAMES_GOAL`] finished games.
    Games,
    /// [`WIN_STREAK_GOAL`] wins in a row.
    WinStreak,
    /// A finished game on [`DAY_STREAK_GOAL`] days in a row.
    DaysInARow,
    /// A feat a game declares for its own wins (see [`feats`]).
    Feat(&'static Feat),
    /// A win from a position the analysis gave them at most [`COMEBACK_CHANCE`] to win.
    Comeback,
    TournamentWon,
    SeasonChampion,
}

impl Achievement {
    pub fn code(self) -> String {
        match self {
            Achievement::FirstWin(kind) => format!("first-win-{}", kind.id()),
            Achievement::BeatHardAi => "beat-hard-ai".into(),
            Achievement::Games => "games-100".into(),
            Achievement::WinStreak => "win-streak-5".into(),
            Achievement::DaysInARow => "days-7".into(),
            Achievement::Feat(feat) => feat.id.into(),
            Achievement::Comeback => "comeback".into(),
            Achievement::TournamentWon => "tournament-won".into(),
            Achievement::SeasonChampion => "season-champion".into(),
        }
    }

    pub fn from_code(code: &str) -> Option<Achievement> {
        if let Some(kind) = code.strip_prefix("first-win-") {
            return GameKind::from_id(kind).map(Achievement::FirstWin);
        }
        if code.starts_with("feat-") {
            return GameKind::feat(code).map(Achievement::Feat);
        }
        Some(match code {
            "beat-hard-ai" => Achievement::BeatHardAi,
            "games-100" => Achievement::Games,
            "win-streak-5" => Achievement::WinStreak,
            "days-7" => Achievement::DaysInARow,
            "comeback" => Achievement::Comeback,
            "tournament-won" => Achievement::TournamentWon,
            "season-champion" => Achievement::SeasonChampion,
            _ => return None,
        })
    }

    /// Its name, as `/stats` and the announcements say it.
    pub fn text(self) -> Text {
        match self {
            Achievement::FirstWin(kind) => {
                Text::new("achievement-first-win").arg("game", kind.display_name())
            }
            Achievement::BeatHardAi => Text::new("achievement-beat-hard-ai"),
            Achievement::Games => Text::new("achievement-games").arg("count", GAMES_GOAL),
            Achievement::WinStreak => {
                Text::new("achievement-win-streak").arg("count", WIN_STREAK_GOAL)
            }
            Achievement::DaysInARow => Text::new("achievement-days").arg("count", DAY_STREAK_GOAL),
            Achievement::Feat(feat) => match GameKind::designed_feat_words(feat) {
                Some((name, description)) => Text::new(feat.name)
                    .arg("name", name)
                    .arg("description", description),
                None => Text::new(feat.name),
            },
            Achievement::Comeback => Text::new("achievement-comeback"),
            Achievement::TournamentWon => Text::new("achievement-tournament-won"),
            Achievement::SeasonChampion => Text::new("achievement-season-champion"),
        }
    }
}

/// The feats `seat`, who won the finished `game`, earned with it: those its game declares
/// ([`crate::games::Game::FEATS`]) whose condition the game shows, in their order.
pub fn feats(game: &AnyGame, seat: Seat) -> Vec<&'static Feat> {
    game.kind()
        .feats()
        .iter()
        .filter(|feat| feat.earned_in(game, seat))
        .collect()
}

/// One finished game as one of its players saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub game_id: i64,
    pub kind: GameKind,
    /// When it ended, unix ms.
    pub ended_at: i64,
    pub verdict: Verdict,
    /// They won against the hard AI.
    pub beat_hard_ai: bool,
    /// The game's feats they won it with ([`feats`]).
    pub feats: Vec<&'static Feat>,
}

/// Fold one finished game into a player's streaks; the achievements it earned (some may be
/// held already: the store keeps the first).
pub fn step(streaks: &mut StreakRecord, played: &Played) -> Vec<Achievement> {
    let mut earned = Vec::new();
    streaks.games += 1;
    streaks.cursor = (played.ended_at, played.game_id);
    if played.verdict == Verdict::Won {
        streaks.win_streak += 1;
        earned.push(Achievement::FirstWin(played.kind));
        if played.beat_hard_ai {
            earned.push(Achievement::BeatHardAi);
        }
        earned.extend(played.feats.iter().copied().map(Achievement::Feat));
    } else {
        streaks.win_streak = 0;
    }
    streaks.best_win_streak = streaks.best_win_streak.max(streaks.win_streak);
    let day = played.ended_at.div_euclid(DAY_MS);
    streaks.day_streak = match streaks.last_day {
        Some(last) if last == day => streaks.day_streak,
        Some(last) if last + 1 == day => streaks.day_streak + 1,
        _ => 1,
    };
    streaks.last_day = Some(day);
    streaks.best_day_streak = streaks.best_day_streak.max(streaks.day_streak);
    if streaks.games == GAMES_GOAL {
        earned.push(Achievement::Games);
    }
    if streaks.win_streak == WIN_STREAK_GOAL {
        earned.push(Achievement::WinStreak);
    }
    if streaks.day_streak == DAY_STREAK_GOAL {
        earned.push(Achievement::DaysInARow);
    }
    earned
}

/// A player's streaks now: the win streak holds while no game since broke it; the day streak
/// while they played today or yesterday (UTC).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streaks {
    pub win_streak: i64,
    pub best_win_streak: i64,
    pub day_streak: i64,
    pub best_day_streak: i64,
    pub games: i64,
}

/// What `/stats` and the web show of a player's progress in a pool.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProgressView {
    pub streaks: Streaks,
    /// Oldest first, with when each was earned.
    pub achievements: Vec<(Achievement, i64)>,
}

/// The players of a game who earn achievements: neither the AI nor a channel team does.
fn earners(record: &GameRecord) -> impl Iterator<Item = u64> + '_ {
    record
        .players
        .iter()
        .copied()
        .filter(|&id| id < ai_player_id(Level::Easy) && id != teams::TEAM_PLAYER_ID)
}

/// Games read from the store at a time while folding.
const FOLD_BATCH: i64 = 200;

impl Host {
    /// After a game ended: fold it (and any game missed before) into the streaks of its
    /// players but those whose progress went with it (`folded`, see [`Host::progress_ahead`]).
    /// Never fails the game: a failure is logged and made good at the player's next game.
    pub(super) async fn note_progress(
        &self,
        record: &GameRecord,
        game: Option<&AnyGame>,
        folded: &[u64],
    ) {
        let known = game.map(|g| (record.id, g));
        if record.status != Status::Finished {
            return;
        }
        let earners = earners(record).filter(|id| !folded.contains(id));
        // Each player's streaks and achievements are rows of their own: both fold at once.
        futures_util::future::join_all(earners.map(|user_id| async move {
            if let Err(e) = self.advance_progress(record.guild_id, user_id, known).await {
                warn!(game = record.id, user_id, error = %e, "could not count a game's achievements");
            }
        }))
        .await;
    }

    /// The streaks of a game's players who earn achievements, in one read (what
    /// [`Host::progress_ahead`] folds on).
    pub(super) async fn earners_streaks(
        &self,
        record: &GameRecord,
    ) -> StoreResult<Vec<(u64, Option<StreakRecord>)>> {
        let earners: Vec<u64> = earners(record).collect();
        self.store.streaks_of(record.guild_id, &earners).await
    }

    /// What a game that ends reads while its ratings are read, in one statement: its
    /// earners' streaks (as [`Host::earners_streaks`]) and, on PostgreSQL, its move rows.
    pub(super) async fn end_reads(&self, record: &GameRecord) -> EndAhead {
        let earners: Vec<u64> = earners(record).collect();
        match self
            .store
            .end_reads(record.id, record.guild_id, &earners)
            .await
        {
            Ok((streaks, moves)) => EndAhead {
                streaks: Some(Ok(streaks)),
                moves,
            },
            Err(e) => EndAhead {
                streaks: Some(Err(e)),
                moves: None,
            },
        }
    }

    /// Both players' streaks (`read`, see [`Host::earners_streaks`]) folded on over
    /// `record`, a game that ends now, to be written with its end: the game is taken to be
    /// each one's first finished game after their cursor, which the store checks as it writes
    /// (else [`Host::note_progress`] folds from the store after the commit). `game`: its final
    /// position, if at hand.
    pub(super) async fn progress_ahead(
        &self,
        record: &GameRecord,
        game: Option<&AnyGame>,
        read: StoreResult<Vec<(u64, Option<StreakRecord>)>>,
    ) -> Vec<ProgressWrite> {
        if record.status != Status::Finished {
            return Vec::new();
        }
        let read = match read {
            Ok(read) => read,
            Err(e) => {
                warn!(game = record.id, error = %e, "could not read the players' streaks");
                return Vec::new();
            }
        };
        let known = game.map(|g| (record.id, g));
        let mut progress = Vec::new();
        for (user_id, before) in read {
            let before = before.unwrap_or_default();
            let Some(played) = self.played(record, user_id, known).await else {
                continue;
            };
            let mut streaks = before;
            let earned = step(&mut streaks, &played)
                .into_iter()
                .map(|achievement| AchievementRecord {
                    guild_id: record.guild_id,
                    user_id,
                    code: achievement.code(),
                    achieved_at: played.ended_at,
                    game_id: Some(played.game_id),
                })
                .collect();
            progress.push(ProgressWrite {
                user_id,
                from: before.cursor,
                streaks,
                earned,
            });
        }
        progress
    }

    /// Fold a player's games after their cursor; another process folding at once wins, and
    /// this one folds again from where it left off.
    async fn advance_progress(
        &self,
        guild_id: u64,
        user_id: u64,
        known: Option<(i64, &AnyGame)>,
    ) -> StoreResult<()> {
        for _ in 0..3 {
            let before = self
                .store
                .streaks(guild_id, user_id)
                .await?
                .unwrap_or_default();
            let (after, earned) = self.fold(guild_id, user_id, before, known).await?;
            if after.cursor == before.cursor {
                return Ok(());
            }
            if self
                .store
                .save_progress(guild_id, user_id, before.cursor, &after, &earned)
                .await?
            {
                return Ok(());
            }
        }
        Err(StoreError::Conflict)
    }

    /// `streaks` folded over the player's finished games after its cursor, and what they
    /// earned. `known`: the game just finished and its final position, if at hand.
    async fn fold(
        &self,
        guild_id: u64,
        user_id: u64,
        mut streaks: StreakRecord,
        known: Option<(i64, &AnyGame)>,
    ) -> StoreResult<(StreakRecord, Vec<AchievementRecord>)> {
        let mut earned = Vec::new();
        loop {
            let games = self
                .store
                .finished_games_after(guild_id, user_id, streaks.cursor, FOLD_BATCH)
                .await?;
            for record in &games {
                let Some(played) = self.played(record, user_id, known).await else {
                    streaks.cursor = (record.updated_at, record.id);
                    continue;
                };
                for achievement in step(&mut streaks, &played) {
                    earned.push(AchievementRecord {
                        guild_id,
                        user_id,
                        code: achievement.code(),
                        achieved_at: played.ended_at,
                        game_id: Some(played.game_id),
                    });
                }
            }
            if (games.len() as i64) < FOLD_BATCH {
                return Ok((streaks, earned));
            }
        }
    }

    /// A finished game as `user_id` saw it (`None`: it cannot be read, and is passed over).
    async fn played(
        &self,
        record: &GameRecord,
        user_id: u64,
        known: Option<(i64, &AnyGame)>,
    ) -> Option<Played> {
        let seat = record.seat_of(user_id)?;
        let winner = record.result.as_ref()?.winner;
        let verdict = match winner {
            None => Verdict::Drew,
            Some(w) if w == seat => Verdict::Won,
            Some(_) => Verdict::Lost,
        };
        let won = verdict == Verdict::Won;
        // Only a win in a game with feats is read from its final position.
        let won_with = if !won || record.kind.feats().is_empty() {
            Vec::new()
        } else {
            match known.filter(|(id, _)| *id == record.id) {
                Some((_, game)) => feats(game, seat),
                None => match self.replay(record).await {
                    Ok(game) => feats(&game, seat),
                    Err(e) => {
                        warn!(game = record.id, error = %e, "a finished game does not replay");
                        Vec::new()
                    }
                },
            }
        };
        Some(Played {
            game_id: record.id,
            kind: record.kind,
            ended_at: record.updated_at,
            verdict,
            beat_hard_ai: won && record.ai_level.as_deref() == Some(Level::Hard.name()),
            feats: won_with,
        })
    }

    /// Forget a player's streaks and the achievements games earned them, and fold their whole
    /// history again; season titles are awarded again from the seasons' champions.
    pub async fn rebuild_progress(&self, guild_id: u64, user_id: u64) -> HostResult<()> {
        self.store.forget_progress(guild_id, user_id).await?;
        self.advance_progress(guild_id, user_id, None).await?;
        for title in self.store.titles(guild_id, user_id).await? {
            let ended = self.store.season(guild_id, title.season).await?;
            let at = ended.and_then(|s| s.closed_at).unwrap_or(0);
            self.award(guild_id, user_id, Achievement::SeasonChampion, at, None)
                .await;
        }
        for game_id in self.store.analysed_games_of(guild_id, user_id).await? {
            self.award_comeback(game_id).await;
        }
        Ok(())
    }

    /// Keep an achievement earned outside a game's fold (logged, never failing the caller).
    pub(super) async fn award(
        &self,
        guild_id: u64,
        user_id: u64,
        achievement: Achievement,
        at: i64,
        game_id: Option<i64>,
    ) {
        let record = AchievementRecord {
            guild_id,
            user_id,
            code: achievement.code(),
            achieved_at: at,
            game_id,
        };
        if let Err(e) = self.store.award(&record).await {
            warn!(guild_id, user_id, code = %record.code, error = %e, "could not award an achievement");
        }
    }

    /// A comeback, if the winner of `game_id` had at most [`COMEBACK_CHANCE`] by its stored
    /// analysis at some point.
    pub(super) async fn award_comeback(&self, game_id: i64) {
        let Ok(Some(record)) = self.store.game(game_id).await else {
            return;
        };
        let Some(winner) = record.result.as_ref().and_then(|r| r.winner) else {
            return;
        };
        let Ok(Some(stored)) = self.store.analysis(game_id).await else {
            return;
        };
        let Ok(analysis) = crate::ai::analysis::Analysis::from_json(&stored.result) else {
            return;
        };
        let lowest = analysis
            .chances()
            .iter()
            .map(|&first| {
                if winner == Seat(0) {
                    first
                } else {
                    1.0 - first
                }
            })
            .fold(f64::INFINITY, f64::min);
        let player = record.players[winner.index()];
        if lowest <= COMEBACK_CHANCE && player < ai_player_id(Level::Easy) {
            self.award(
                record.guild_id,
                player,
                Achievement::Comeback,
                record.updated_at,
                Some(game_id),
            )
            .await;
        }
    }

    /// A player's streaks and achievements in a pool.
    pub async fn progress(&self, guild_id: Option<u64>, user_id: u64) -> HostResult<ProgressView> {
        let pool = guild_id.unwrap_or(EVERYWHERE);
        let stored = self.store.streaks(pool, user_id).await?.unwrap_or_default();
        let today = self.now().div_euclid(DAY_MS);
        let day_streak = match stored.last_day {
            Some(last) if last + 1 >= today => stored.day_streak,
            _ => 0,
        };
        let achievements = self
            .store
            .achievements(pool, user_id)
            .await?
            .iter()
            .filter_map(|a| Some((Achievement::from_code(&a.code)?, a.achieved_at)))
            .collect();
        Ok(ProgressView {
            streaks: Streaks {
                win_streak: stored.win_streak,
                best_win_streak: stored.best_win_streak,
                day_streak,
                best_day_streak: stored.best_day_streak,
                games: stored.games,
            },
            achievements,
        })
    }

    /// The lines announcing what a finished game earned its players, in `lang` (none where
    /// the server turned announcements off).
    pub(super) async fn achievement_lines(&self, record: &GameRecord, lang: Lang) -> Vec<String> {
        if record.status != Status::Finished {
            return Vec::new();
        }
        let announce = match self.store.guild_settings(record.guild_id).await {
            Ok(settings) => settings.is_none_or(|s| s.announce_achievements),
            Err(_) => false,
        };
        if !announce {
            return Vec::new();
        }
        let earned = match self.store.achievements_of_game(record.id).await {
            Ok(earned) => earned,
            Err(e) => {
                warn!(game = record.id, error = %e, "could not read a game's achievements");
                return Vec::new();
            }
        };
        earned
            .iter()
            .filter_map(|a| {
                let achievement = Achievement::from_code(&a.code)?;
                let seat = record.seat_of(a.user_id)?;
                Some(
                    Text::new("achievement-announced")
                        .arg("name", record.names[seat.index()].as_str())
                        .arg("achievement", achievement.text())
                        .get(lang),
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(game_id: i64, day: i64, verdict: Verdict) -> Played {
        Played {
            game_id,
            kind: GameKind::Ccc,
            ended_at: day * DAY_MS + game_id,
            verdict,
            beat_hard_ai: false,
            feats: Vec::new(),
        }
    }

    #[test]
    fn streaks_count_wins_and_days_in_a_row() {
        let mut s = StreakRecord::default();
        let mut all = Vec::new();
        // Days 0-6 with a game each (two on day 3): a seven-day streak; wins broken by the
        // draw on day 2.
        let games = [
            (1, 0, Verdict::Won),
            (2, 1, Verdict::Won),
            (3, 2, Verdict::Drew),
            (4, 3, Verdict::Won),
            (5, 3, Verdict::Won),
            (6, 4, Verdict::Won),
            (7, 5, Verdict::Won),
            (8, 6, Verdict::Won),
        ];
        for (id, day, verdict) in games {
            all.extend(step(&mut s, &played(id, day, verdict)));
        }
        assert_eq!((s.win_streak, s.best_win_streak), (5, 5));
        assert_eq!((s.day_streak, s.best_day_streak, s.games), (7, 7, 8));
        assert!(all.contains(&Achievement::WinStreak));
        assert!(all.contains(&Achievement::DaysInARow));
        assert_eq!(s.cursor, (6 * DAY_MS + 8, 8));
        // A day missed starts over; a loss ends the win streak.
        step(&mut s, &played(9, 8, Verdict::Lost));
        assert_eq!((s.win_streak, s.best_win_streak), (0, 5));
        assert_eq!((s.day_streak, s.best_day_streak), (1, 7));
    }

    #[test]
    fn codes_read_back_and_feats_belong_to_their_games() {
        let feats: Vec<&'static Feat> = GameKind::ALL.iter().flat_map(|k| k.feats()).collect();
        assert!(!feats.is_empty());
        let general = [
            Achievement::BeatHardAi,
            Achievement::Games,
            Achievement::WinStreak,
            Achievement::DaysInARow,
            Achievement::Comeback,
            Achievement::TournamentWon,
            Achievement::SeasonChampion,
        ];
        let first_wins = GameKind::ALL.iter().map(|&k| Achievement::FirstWin(k));
        let declared = feats.iter().map(|&f| Achievement::Feat(f));
        for a in general.into_iter().chain(first_wins).chain(declared) {
            assert_eq!(Achievement::from_code(&a.code()), Some(a));
        }
        // A game without feats has no `feat-<id>` code.
        for kind in GameKind::ALL.iter().filter(|k| k.feats().is_empty()) {
            assert_eq!(Achievement::from_code(&format!("feat-{}", kind.id())), None);
        }
    }

    #[test]
    fn a_win_earns_the_feats_it_was_won_with_and_nothing_else_does() {
        let feats: Vec<&'static Feat> = GameKind::ALL.iter().flat_map(|k| k.feats()).collect();
        let mut s = StreakRecord::default();
        let won = Played {
            feats: feats.clone(),
            ..played(1, 0, Verdict::Won)
        };
        let earned = step(&mut s, &won);
        let want: Vec<Achievement> = std::iter::once(Achievement::FirstWin(won.kind))
            .chain(feats.iter().map(|&f| Achievement::Feat(f)))
            .collect();
        assert_eq!(earned, want);
        let lost = Played {
            feats,
            ..played(2, 0, Verdict::Lost)
        };
        assert_eq!(step(&mut s, &lost), Vec::new());
    }
}
