//! The house's imports run one way: the lower rooms (games, ai, pairing, render, input, store,
//! i18n) import neither the host nor a front end; the host imports no front end; the front
//! ends (discord, terminal, web) do not import each other; and no files of one room import
//! each other in a circle. Read from the source itself, so a new upward import fails here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const LOWER: &[&str] = &["games", "ai", "pairing", "render", "input", "store", "i18n"];
const FRONT_ENDS: &[&str] = &["discord", "terminal", "web"];

/// One source file: its module path below `src` (`["discord", "tournaments", "signup"]`) and
/// its text.
struct Source {
    module: Vec<String>,
    text: String,
}

fn sources() -> Vec<Source> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    walk(&root, &mut paths);
    paths
        .into_iter()
        .filter(|p| !p.starts_with(root.join("bin")))
        .map(|p| {
            let relative = p.strip_prefix(&root).unwrap().with_extension("");
            let mut module: Vec<String> = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if module.last().is_some_and(|m| m == "mod") {
                module.pop();
            }
            Source {
                module,
                text: std::fs::read_to_string(&p).unwrap(),
            }
        })
        .collect()
}

/// The code of a file without its comments (a doc line may name another room freely).
fn code(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Every module path a file names through `crate::` or `super::` (braced lists included),
/// made absolute: `["host", "views"]`.
fn references(source: &Source) -> BTreeSet<Vec<String>> {
    let code = code(&source.text);
    let mut found = BTreeSet::new();
    let bytes: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !is_ident(bytes[i - 1]);
        let rest: String = bytes[i..bytes.len().min(i + 8)].iter().collect();
        if starts_word && (rest.starts_with("crate::") || rest.starts_with("super::")) {
            let (base, mut j) = if rest.starts_with("crate::") {
                (Vec::new(), i + 7)
            } else {
                // The file's own module is its last part (a `mod.rs` already dropped it).
                let mut base = source.module.clone();
                base.pop();
                let mut j = i + 7;
                while bytes[j..].iter().collect::<String>().starts_with("super::") {
                    base.pop();
                    j += 7;
                }
                (base, j)
            };
            let mut path = base.clone();
            let mut braced = false;
            loop {
                if bytes.get(j) == Some(&'{') {
                    // A braced list: each first name in it.
                    let close = (j..bytes.len()).find(|&k| bytes[k] == '}').unwrap_or(j);
                    let inner: String = bytes[j + 1..close].iter().collect();
                    for item in inner.split(',') {
                        let first: String =
                            item.trim().chars().take_while(|c| is_ident(*c)).collect();
                        if !first.is_empty() {
                            let mut p = path.clone();
                            p.push(first);
                            found.insert(p);
                        }
                    }
                    j = close;
                    braced = true;
                    break;
                }
                let name: String = bytes[j..].iter().take_while(|c| is_ident(**c)).collect();
                if name.is_empty() {
                    break;
                }
                j += name.len();
                path.push(name);
                if bytes[j..].iter().take(2).collect::<String>() == "::" {
                    j += 2;
                } else {
                    break;
                }
            }
            if !braced && path.len() > base.len() {
                found.insert(path);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    found
}

#[test]
fn rooms_import_one_way() {
    let mut wrong = Vec::new();
    for source in sources() {
        let room = source.module[0].as_str();
        for path in references(&source) {
            let other = path[0].as_str();
            if other == room {
                continue;
            }
            let upward = (LOWER.contains(&room)
                && (other == "host" || other == "config" || FRONT_ENDS.contains(&other)))
                || (room == "host" && FRONT_ENDS.contains(&other))
                || (FRONT_ENDS.contains(&room) && FRONT_ENDS.contains(&other));
            if upward {
                wrong.push(format!(
                    "{} imports {}",
                    source.module.join("::"),
                    path.join("::")
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports that run the wrong way:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn no_files_of_a_room_import_each_other_in_a_circle() {
    let sources = sources();
    // The files (top-level modules) of each room, and which of them each one names.
    let mut edges: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    let files: BTreeSet<(String, String)> = sources
        .iter()
        .filter(|s| s.module.len() > 1)
        .map(|s| (s.module[0].clone(), s.module[1].clone()))
        .collect();
    for source in &sources {
        if source.module.len() < 2 {
            continue;
        }
        let (room, file) = (&source.module[0], &source.module[1]);
        for path in references(source) {
            if path.len() > 1
                && &path[0] == room
                && &path[1] != file
                && files.contains(&(room.clone(), path[1].clone()))
            {
                edges
                    .entry((room.clone(), file.clone()))
                    .or_default()
                    .insert(path[1].clone());
            }
        }
    }
    // A depth-first walk from each file finds any way back to it.
    let mut circles = Vec::new();
    for (room, start) in &files {
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((at, trail)) = stack.pop() {
            for next in edges.get(&(room.clone(), at.clone())).into_iter().flatten() {
                if next == start {
                    circles.push(format!("{room}: {} -> {start}", trail.join(" -> ")));
                } else if seen.insert(next.clone()) {
                    let mut longer = trail.clone();
                    longer.push(next.clone());
                    stack.push((next.clone(), longer));
                }
            }
        }
    }
    assert!(
        circles.is_empty(),
        "files that import each other in a circle:\n{}",
        circles.join("\n")
    );
}

/// The reader itself: it sees braced lists, `super::` chains and ignores comments.
#[test]
fn the_import_reader_reads_what_rust_means() {
    let source = Source {
        module: vec!["discord".into(), "tournaments".into(), "signup".into()],
        text: "use super::super::{messages::board_parts, invocation};\n\
               use crate::host::{Host, views::BoardView};\n\
               // crate::web::Nothing\n\
               fn f() { super::rules::page(); }\n"
            .into(),
    };
    let found = references(&source);
    let want: BTreeSet<Vec<String>> = [
        vec!["discord", "messages"],
        vec!["discord", "invocation"],
        vec!["host", "Host"],
        vec!["host", "views"],
        vec!["discord", "tournaments", "rules", "page"],
    ]
    .into_iter()
    .map(|p| p.into_iter().map(String::from).collect())
    .collect();
    assert_eq!(found, want);
}
