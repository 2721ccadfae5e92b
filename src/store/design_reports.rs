//! Designed games' balance reports (issue 44): the newest report made in Discord on each rules
//! file, kept by the file's hash so that two versions' reports are compared side by side, and
//! the figures of the games really played in a server on one version.

use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::{id_in, move_log, EndReason, GameResult, Store, StoreError, StoreResult};
use crate::games::Seat;

/// The figures of one pairing of a report, as counts (shown in any language later).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingFigures {
    pub games: i64,
    /// Wins of the first and second seat.
    pub wins: [i64; 2],
    pub draws: i64,
    /// The first seat's 95 % interval, in tenths of a percent.
    pub interval_permille: [i64; 2],
    pub median_plies: i64,
    pub p90_plies: i64,
    /// Legal moves per position on average, in tenths.
    pub legal_moves_tenths: i64,
    /// Decided games with a late leader, and those of them the leader lost.
    pub judged: i64,
    pub reversals: i64,
}

/// A report's key figures: the AI against itself and random against random.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReportFigures {
    /// The AI's level (`easy`, …).
    pub level: String,
    pub ai: PairingFigures,
    pub random: PairingFigures,
}

/// A kept report on one rules file.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptReport {
    /// The rules file's SHA-256 (hex).
    pub hash: String,
    /// Games played per pairing.
    pub games: i64,
    pub figures: ReportFigures,
    /// The kit's text of the report.
    pub text: String,
    /// The kit's chart (PNG).
    pub chart: Vec<u8>,
    pub made_at: i64,
}

/// The finished games a server played on one rules file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayedFigures {
    pub games: i64,
    /// Wins of the first and second seat.
    pub wins: [i64; 2],
    pub draws: i64,
    /// Median length in moves (plies), by nearest rank; 0 without games.
    pub median_plies: i64,
    /// Games each seat lost by resigning, and by letting its time run out.
    pub resigned: [i64; 2],
    pub timed_out: [i64; 2],
}

impl PlayedFigures {
    /// The figures of games ended with `results`, each with its length in plies.
    pub fn of(games: &[(GameResult, i64)]) -> PlayedFigures {
        let mut figures = PlayedFigures {
            games: games.len() as i64,
            ..PlayedFigures::default()
        };
        for (result, _) in games {
            match result.winner {
                Some(seat) => figures.wins[seat.index()] += 1,
                None => figures.draws += 1,
            }
            // The seat that resigned or ran out of time is the one that lost.
            let loser = result.winner.map(|w| Seat(1 - w.0));
            match (result.reason, loser) {
                (EndReason::Resignation, Some(seat)) => figures.resigned[seat.index()] += 1,
                (EndReason::Timeout, Some(seat)) => figures.timed_out[seat.index()] += 1,
                _ => {}
            }
        }
        let mut lengths: Vec<i64> = games.iter().map(|(_, plies)| *plies).collect();
        lengths.sort_unstable();
        if !lengths.is_empty() {
            figures.median_plies = lengths[lengths.len().div_ceil(2) - 1];
        }
        figures
    }
}

impl Store {
    /// Keep `report` as the report on its rules file (replacing an older one).
    pub async fn keep_design_report(&self, report: &KeptReport) -> StoreResult<()> {
        let figures = serde_json::to_string(&report.figures)
            .map_err(|e| StoreError::Corrupt(format!("report figures: {e}")))?;
        self.on_live_connection("keep a design report", |_| {
            let figures = figures.clone();
            async move {
                sqlx::query(
                    "INSERT INTO design_reports (hash, games, figures, report_text, chart, \
                     made_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (hash) DO UPDATE SET \
                     games = excluded.games, figures = excluded.figures, \
                     report_text = excluded.report_text, chart = excluded.chart, \
                     made_at = excluded.made_at",
                )
                .bind(&report.hash)
                .bind(report.games)
                .bind(figures)
                .bind(&report.text)
                .bind(report.chart.clone())
                .bind(report.made_at)
                .execute(&self.pool)
                .await?;
                Ok(())
            }
        })
        .await
    }

    /// The kept report on the rules file `hash`, if one was made.
    pub async fn design_report(&self, hash: &str) -> StoreResult<Option<KeptReport>> {
        let row = sqlx::query(
            "SELECT hash, games, figures, report_text, chart, made_at FROM design_reports \
             WHERE hash = $1",
        )
        .bind(hash)
        .fetch_optional(&self.pool)
        .await?;
        let Some(r) = row else {
            return Ok(None);
        };
        let figures: String = r.try_get("figures")?;
        Ok(Some(KeptReport {
            hash: r.try_get("hash")?,
            games: r.try_get("games")?,
            figures: serde_json::from_str(&figures)
                .map_err(|e| StoreError::Corrupt(format!("report figures: {e}")))?,
            text: r.try_get("report_text")?,
            chart: r.try_get("chart")?,
            made_at: r.try_get("made_at")?,
        }))
    }

    /// The figures of the games of `design_id` that `guild_id` finished on the rules file
    /// `hash`.
    pub async fn played_figures(
        &self,
        guild_id: u64,
        design_id: &str,
        hash: &str,
    ) -> StoreResult<PlayedFigures> {
        let rows = sqlx::query(
            "SELECT result, move_log, \
             (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id) AS plies \
             FROM games WHERE guild_id = $1 AND kind = $2 AND rules_hash = $3 \
             AND status = 'finished' AND result IS NOT NULL",
        )
        .bind(id_in(guild_id))
        .bind(design_id)
        .bind(hash)
        .fetch_all(&self.pool)
        .await?;
        let games = rows
            .iter()
            .map(|r| {
                let result: String = r.try_get("result")?;
                let result: GameResult = serde_json::from_str(&result)
                    .map_err(|e| StoreError::Corrupt(format!("result `{result}`: {e}")))?;
                let plies = r.try_get::<i64, _>("plies")?
                    + r.try_get::<Option<String>, _>("move_log")?
                        .map_or(0, |log| move_log::len(&log));
                Ok((result, plies))
            })
            .collect::<StoreResult<Vec<_>>>()?;
        Ok(PlayedFigures::of(&games))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ended(winner: Option<u8>, reason: EndReason, plies: i64) -> (GameResult, i64) {
        let result = GameResult {
            winner: winner.map(Seat),
            reason,
        };
        (result, plies)
    }

    #[test]
    fn played_figures_count_wins_lengths_and_who_gave_up() {
        let figures = PlayedFigures::of(&[
            ended(Some(0), EndReason::Board, 13),
            ended(Some(0), EndReason::Resignation, 4),
            ended(Some(1), EndReason::Timeout, 20),
            ended(None, EndReason::Agreement, 30),
        ]);
        assert_eq!(figures.games, 4);
        assert_eq!(figures.wins, [2, 1]);
        assert_eq!(figures.draws, 1);
        assert_eq!(figures.median_plies, 13);
        assert_eq!(figures.resigned, [0, 1], "the second seat resigned");
        assert_eq!(figures.timed_out, [1, 0], "the first seat ran out of time");
        assert_eq!(PlayedFigures::of(&[]), PlayedFigures::default());
    }
}
