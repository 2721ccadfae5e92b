//! The front end of `boardbot design report`: load the file, build the report
//! ([`super::report`]) with progress, print it and write `report.txt` and `report.png`
//! ([`super::report_chart`]).

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use super::report::{build_report, Report, ReportArgs};
use crate::games::designed::DesignedRules;

/// `boardbot design report`: the report on `out` and in `args.out`, progress on `progress`;
/// the exit status (0 when the report was written).
pub fn report_command(args: &ReportArgs, out: &mut impl Write, progress: &mut impl Write) -> i32 {
    let began = Instant::now();
    let rules = match DesignedRules::load_file(&args.file) {
        Ok(rules) => rules,
        Err(e) => {
            let _ = writeln!(out, "{}: {e}", args.file.display());
            return 1;
        }
    };
    if args.games == 0 {
        let _ = writeln!(out, "--games must be at least 1.");
        return 1;
    }
    let report = build_report(
        &rules,
        args.games,
        args.level,
        args.hard_vs_random,
        |done, total| {
            if done % 10 == 0 || done == total {
                let _ = write!(
                    progress,
                    "\rreport of {}: game {done}/{total}",
                    rules.file_name
                );
                let _ = progress.flush();
            }
        },
    );
    let _ = writeln!(progress);
    let report = match report {
        Ok(report) => report,
        Err(e) => {
            let _ = writeln!(
                out,
                "{}: {e}\nNo report: run `boardbot design check {}` and mend the file first.",
                args.file.display(),
                args.file.display()
            );
            return 1;
        }
    };
    let text = report.text();
    let _ = write!(out, "{text}");
    if let Err(e) = write_files(&report, &text, &args.out) {
        let _ = writeln!(
            out,
            "cannot write the report in {}: {e}",
            args.out.display()
        );
        return 1;
    }
    let _ = writeln!(
        progress,
        "wrote {} and {} ({:.1} s)",
        args.out.join("report.txt").display(),
        args.out.join("report.png").display(),
        began.elapsed().as_secs_f64()
    );
    0
}

/// `report.txt` and `report.png` in `dir` (made if missing).
pub fn write_files(report: &Report, text: &str, dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("report.txt"), text)?;
    std::fs::write(dir.join("report.png"), super::report_chart::png(report))
}
