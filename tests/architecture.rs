//! The house's imports run one way: the lower rooms (games, ai, pairing, render, input, store,
//! i18n) import neither the host nor a front end; the host imports no front end; the front
//! ends (discord, terminal, web) do not import each other; and no files of one room import
//! each other in a circle. Read from the source itself, so a new upward import fails here.
//! And the host and the AI name no game: what one game does specially, it declares itself.

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

/// Files of the host and the AI that may name games: the AI's per-game knowledge is one
/// `impl Heuristics` per engine type, next to the search that asks it (DEVELOPERS.md).
const MAY_NAME_GAMES: &[&[&str]] = &[&["ai", "heuristics"]];

/// How code names each game: its id (`mega-tic-tac-toe`), display name (`Mega Tic-Tac-Toe`),
/// variant (`MegaTicTacToe`) and module (`mega_tic_tac_toe`), all from the registry.
fn game_names() -> Vec<String> {
    let mut names = BTreeSet::new();
    for kind in boardbot::games::GameKind::ALL {
        names.insert(kind.id().to_lowercase());
        names.insert(kind.display_name().to_lowercase());
        names.insert(format!("{kind:?}").to_lowercase());
        names.insert(kind.id().replace('-', "_"));
    }
    names.into_iter().collect()
}

/// `text` without its test code: each item under `#[cfg(test)]` (a `mod tests { … }`, a
/// `mod tests;`, a helper), to the end of its braces or its semicolon, made empty lines.
fn without_tests(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let end = match item.find(['{', ';']) {
            Some(i) if item.as_bytes()[i] == b';' => i + 1,
            Some(open) => {
                let mut depth = 0usize;
                let mut close = item.len();
                for (i, c) in item[open..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                close = open + i + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                close
            }
            None => item.len(),
        };
        // Its lines stay, empty, so that lines keep their numbers.
        out.push_str(&"\n".repeat(item[..end].matches('\n').count()));
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The modules a file declares as test code (`#[cfg(test)] mod tests;`), as module paths.
fn test_modules(source: &Source) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let text = code(&source.text);
    for (at, _) in text.match_indices("#[cfg(test)]") {
        let after = text[at + "#[cfg(test)]".len()..].trim_start();
        let after = match after.strip_prefix("pub") {
            Some(public) => public.trim_start_matches(|c: char| c != ' ').trim_start(),
            None => after,
        };
        if let Some(declared) = after.strip_prefix("mod ") {
            let name: String = declared.chars().take_while(|c| is_ident(*c)).collect();
            if declared[name.len()..].trim_start().starts_with(';') {
                let mut module = source.module.clone();
                module.push(name);
                found.push(module);
            }
        }
    }
    found
}

/// Each game name in `code`, as a whole word (a letter, digit or `_` on neither side), with
/// its line.
fn named_games(code: &str, names: &[String]) -> Vec<(usize, String)> {
    let lower = code.to_lowercase();
    let mut found = Vec::new();
    for name in names {
        for (at, _) in lower.match_indices(name.as_str()) {
            let before = lower[..at].chars().next_back();
            let after = lower[at + name.len()..].chars().next();
            if !before.is_some_and(is_ident) && !after.is_some_and(is_ident) {
                found.push((lower[..at].matches('\n').count() + 1, name.clone()));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn the_host_and_the_ai_name_no_game() {
    let names = game_names();
    let sources = sources();
    let tests: Vec<Vec<String>> = sources.iter().flat_map(test_modules).collect();
    let mut wrong = Vec::new();
    for source in &sources {
        let room = source.module[0].as_str();
        if !["host", "ai"].contains(&room)
            || tests.iter().any(|t| source.module.starts_with(t))
            || MAY_NAME_GAMES.iter().any(|m| source.module == *m)
        {
            continue;
        }
        // Comments may name a game as an example; code may not.
        let code = without_tests(&code(&source.text));
        for (line, name) in named_games(&code, &names) {
            wrong.push(format!(
                "{}: `{name}` (line {line})",
                source.module.join("::")
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "game names in the host or the AI (declare it in the game instead):\n{}",
        wrong.join("\n")
    );
}

/// The finder itself: whole words in any case, code under `#[cfg(test)]` left out, and test
/// modules declared apart found.
#[test]
fn the_game_name_finder_sees_names_outside_tests_only() {
    let names = game_names();
    let text = "const KINDS: [GameKind; 1] = [GameKind::SuperSeven];\n\
                fn text() -> &'static str { \"achievement-feat-cross-words-combat\" }\n\
                fn accc_tic_tac_toes(kind: GameKind) -> bool { kind.id() == \"cccc\" }\n\
                #[cfg(test)]\n\
                mod tests { fn t() { if true { GameKind::Ccc; } } }\n\
                #[cfg(test)]\n\
                fn helper() -> &'static str { \"Twenty-Sevens\" }\n\
                fn after() { let _ = \"Mega Tic-Tac-Toe\"; }\n";
    let found: Vec<(usize, String)> = named_games(&without_tests(text), &names);
    let want = [
        (1, "superseven"),
        (2, "cross-words-combat"),
        (8, "mega tic-tac-toe"),
    ];
    let want: Vec<(usize, String)> = want.iter().map(|(l, n)| (*l, n.to_string())).collect();
    assert_eq!(found, want);
    let source = Source {
        module: vec!["ai".into(), "analysis".into()],
        text: "#[cfg(test)]\nmod tests;\n#[cfg(test)]\npub(crate) mod fixtures;\n".into(),
    };
    let modules: Vec<Vec<&str>> = vec![
        vec!["ai", "analysis", "tests"],
        vec!["ai", "analysis", "fixtures"],
    ];
    assert_eq!(test_modules(&source), modules);
}
