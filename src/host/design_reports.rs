//! The designer's kit's balance report in a server (issue 44): anyone in the server has the
//! kit's report made on one version of a designed game, its games played one at a time through
//! [`DesignCalls`](super::designs::DesignCalls) (so the server's games in progress keep their
//! turns between them), beside the figures of the games really played there on that version.
//! The newest report on each rules file is kept, so that two versions are compared.

use super::{Host, HostError, HostResult};
use crate::designer::report::{assemble_report, play_game, report_jobs, PairingStats, Report};
use crate::designer::report_chart;
use crate::i18n::Text;
use crate::store::{
    DesignVersion, KeptReport, PairingFigures, PlayedFigures, ReportFigures, ServerDesign,
};

/// Games per pairing when the asker names no number.
pub const DEFAULT_REPORT_GAMES: i64 = 100;
/// The most games per pairing one report plays.
pub const MAX_REPORT_GAMES: i64 = 1_000;
/// The AI's level in reports made in Discord: the kit's default.
const REPORT_LEVEL: crate::ai::Level = crate::designer::report::DEFAULT_LEVEL;

/// A report on one version of a designed game, and what the server played on it.
#[derive(Clone, Debug)]
pub struct DesignReportView {
    pub version: DesignVersion,
    pub report: KeptReport,
    pub played: PlayedFigures,
}

/// One side of a comparison: a version, its kept report if one was made, and what the server
/// played on it.
#[derive(Clone, Debug)]
pub struct ComparedVersion {
    pub version: DesignVersion,
    pub report: Option<KeptReport>,
    pub played: PlayedFigures,
}

fn pairing_figures(stats: &PairingStats) -> PairingFigures {
    let permille = |x: f64| (x * 1_000.0).round() as i64;
    PairingFigures {
        games: stats.games as i64,
        wins: [stats.wins[0] as i64, stats.wins[1] as i64],
        draws: stats.draws as i64,
        interval_permille: [
            permille(stats.first_seat_interval.0),
            permille(stats.first_seat_interval.1),
        ],
        median_plies: stats.median_plies as i64,
        p90_plies: stats.p90_plies as i64,
        legal_moves_tenths: (stats.mean_legal_moves * 10.0).round() as i64,
        judged: stats.judged as i64,
        reversals: stats.reversals as i64,
    }
}

/// A report's key figures, to keep and to show in any language.
pub fn report_figures(report: &Report) -> ReportFigures {
    ReportFigures {
        level: report.level.to_string(),
        ai: pairing_figures(&report.ai),
        random: pairing_figures(&report.random),
    }
}

impl Host {
    /// Version `number` (else the one in use) of one of the server's designed games: what a
    /// report would be made on.
    pub async fn design_version_at(
        &self,
        guild_id: Option<u64>,
        game: &str,
        number: Option<i64>,
    ) -> HostResult<DesignVersion> {
        Ok(self.design_at(guild_id, game, number).await?.2)
    }

    /// One of the server's designed games and the version `number` of it (the one its new
    /// games use when `None`).
    async fn design_at(
        &self,
        guild_id: Option<u64>,
        game: &str,
        number: Option<i64>,
    ) -> HostResult<(u64, ServerDesign, DesignVersion)> {
        let guild = guild_id.ok_or_else(|| HostError::refused(Text::new("design-need-server")))?;
        let (design, versions) = self.design_versions(Some(guild), game).await?;
        let number = number.unwrap_or(design.version.number);
        let version = versions
            .into_iter()
            .find(|v| v.number == number)
            .ok_or_else(|| {
                HostError::refused(
                    Text::new("design-no-such-version")
                        .arg("name", design.version.name.as_str())
                        .arg("number", number),
                )
            })?;
        Ok((guild, design, version))
    }

    /// Make the kit's balance report on version `number` (else the one in use) of one of the
    /// server's designed games, `games` games per pairing, `progress(done, total)` after each
    /// game; keep it with the version, and add what the server played on it. Anyone in the
    /// server may ask; the games run one by one in the server's turn for rules files.
    pub async fn design_report(
        &self,
        guild_id: Option<u64>,
        game: &str,
        number: Option<i64>,
        games: i64,
        mut progress: impl FnMut(usize, usize) + Send,
    ) -> HostResult<DesignReportView> {
        if !(1..=MAX_REPORT_GAMES).contains(&games) {
            return Err(HostError::refused(
                Text::new("design-report-games-range").arg("max", MAX_REPORT_GAMES),
            ));
        }
        let (guild, _, version) = self.design_at(guild_id, game, number).await?;
        let kind = self.store.designed_kind(&version.hash).await?;
        let rules = kind
            .rules_file()
            .ok_or_else(|| HostError::Internal(format!("{} is not designed", version.hash)))?
            .clone();
        let jobs = report_jobs(games as usize, REPORT_LEVEL, false);
        let mut records = Vec::with_capacity(jobs.len());
        progress(0, jobs.len());
        for (done, &(players, pairing, index)) in jobs.iter().enumerate() {
            let rules = rules.clone();
            let played = self
                .design_calls
                .run(guild, move || play_game(&rules, players, pairing, index))
                .await?;
            match played {
                Ok(record) => records.push(record),
                Err(e) => {
                    return Err(HostError::refused(
                        Text::new("design-report-failed").arg("error", e.to_string()),
                    ))
                }
            }
            progress(done + 1, jobs.len());
        }
        let drawn = tokio::task::spawn_blocking(move || {
            let report = assemble_report(&rules, REPORT_LEVEL, &jobs, &records);
            let chart = report_chart::png(&report);
            (report, chart)
        })
        .await
        .map_err(|e| HostError::Internal(format!("drawing a design report: {e}")))?;
        let (report, chart) = drawn;
        let kept = KeptReport {
            hash: version.hash.clone(),
            games,
            figures: report_figures(&report),
            text: report.text(),
            chart,
            made_at: self.now(),
        };
        self.store.keep_design_report(&kept).await?;
        let played = self
            .store
            .played_figures(guild, &version.design_id, &version.hash)
            .await?;
        Ok(DesignReportView {
            version,
            report: kept,
            played,
        })
    }

    /// Versions `first` and `second` of one of the server's designed games, each with its kept
    /// report (if one was made) and what the server played on it.
    pub async fn compare_design_versions(
        &self,
        guild_id: Option<u64>,
        game: &str,
        first: i64,
        second: i64,
    ) -> HostResult<[ComparedVersion; 2]> {
        Ok([
            self.compared_version(guild_id, game, first).await?,
            self.compared_version(guild_id, game, second).await?,
        ])
    }

    async fn compared_version(
        &self,
        guild_id: Option<u64>,
        game: &str,
        number: i64,
    ) -> HostResult<ComparedVersion> {
        let (guild, _, version) = self.design_at(guild_id, game, Some(number)).await?;
        let report = self.store.design_report(&version.hash).await?;
        let played = self
            .store
            .played_figures(guild, &version.design_id, &version.hash)
            .await?;
        Ok(ComparedVersion {
            version,
            report,
            played,
        })
    }
}
