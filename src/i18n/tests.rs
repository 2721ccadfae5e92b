//! The Fluent files agree: every language has every message of the English source and no
//! other, each with the same variables, and every id the code names exists.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use super::*;

/// Message (and term) ids of one language, each with the variables it uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    let entries = lang.sources().into_iter().flat_map(|source| {
        parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", lang.code()))
            .body
    });
    for entry in entries {
        let (id, pattern, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        assert!(attributes.is_empty(), "{id}: boardbot uses no attributes");
        let mut vars = BTreeSet::new();
        if let Some(pattern) = &pattern {
            pattern_variables(pattern, &mut vars);
        }
        assert!(
            out.insert(id.clone(), vars).is_none(),
            "{id} is defined twice in {}",
            lang.code()
        );
    }
    out
}

fn pattern_variables(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, vars),
        Expression::Select { selector, variants } => {
            inline_variables(selector, vars);
            for variant in variants {
                pattern_variables(&variant.value, vars);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_variables(arg, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let source = messages(Lang::EnUs);
    assert!(!source.is_empty());
    for &lang in &Lang::ALL[1..] {
        let translated = messages(lang);
        let missing: Vec<_> = source
            .keys()
            .filter(|k| !translated.contains_key(*k))
            .collect();
        let extra: Vec<_> = translated
            .keys()
            .filter(|k| !source.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(extra.is_empty(), "{} has unknown {extra:?}", lang.code());
        for (id, vars) in &source {
            assert_eq!(
                &translated[id],
                vars,
                "{id}: the variables differ between en-US and {}",
                lang.code()
            );
        }
    }
}

/// Every `Text::new("…")` and `tr(…, "…")` in the code names a message of the source.
#[test]
fn every_message_the_code_names_exists() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut missing = Vec::new();
    let mut named = 0;
    let mut stack = vec![std::path::PathBuf::from(root)];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("i18n/tests.rs") {
            continue;
        }
        let code = std::fs::read_to_string(&path).unwrap();
        for id in named_ids(&code) {
            named += 1;
            if !has_message(&id) {
                missing.push(format!("{}: {id}", path.display()));
            }
        }
    }
    assert!(named > 0);
    assert!(missing.is_empty(), "no such messages: {missing:#?}");
}

/// The string literals right after `Text::new(` and after `tr(<lang>, `.
fn named_ids(code: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for (i, _) in code.match_indices("Text::new(\"") {
        let rest = &code[i + "Text::new(\"".len()..];
        ids.extend(rest.split('"').next().map(str::to_string));
    }
    for (i, _) in code.match_indices("tr(") {
        let before = code[..i].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[i + 3..];
        if let Some(comma) = rest.find(", \"") {
            if !rest[..comma].contains([')', '\n', '(']) {
                ids.extend(rest[comma + 3..].split('"').next().map(str::to_string));
            }
        }
    }
    ids
}

#[test]
fn locales_are_matched_by_discord_code_then_language() {
    assert_eq!(Lang::from_locale("de"), Lang::De);
    assert_eq!(Lang::from_locale("de_AT.UTF-8"), Lang::De);
    assert_eq!(Lang::from_locale("es-ES"), Lang::EsEs);
    assert_eq!(Lang::from_locale("es-419"), Lang::EsEs);
    assert_eq!(Lang::from_locale("en-GB"), Lang::EnUs);
    assert_eq!(Lang::from_locale("fr"), Lang::EnUs);
    assert_eq!(Lang::from_locale(""), Lang::EnUs);
    assert_eq!(Lang::from_locale("C"), Lang::EnUs);
}

#[test]
fn variables_plurals_and_nested_messages_are_translated() {
    let status = |plies: usize| {
        Text::new("replay-status")
            .arg("plies", plies)
            .arg("status", Text::new("view-draw"))
    };
    assert_eq!(status(2).get(Lang::EnUs), "Draw · 2 plies");
    assert_eq!(status(2).get(Lang::De), "Unentschieden · 2 Halbzüge");
    assert_eq!(status(2).get(Lang::EsEs), "Empate · 2 jugadas");
    assert_eq!(status(1).get(Lang::De), "Unentschieden · 1 Halbzug");
    assert_eq!(status(1).get(Lang::EsEs), "Empate · 1 jugada");
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    assert_eq!(tr(Lang::De, "no-such-message"), "no-such-message");
}

/// Each rule book has the same sections in every language, and keeps every piece of notation
/// (everything in backticks) of the English one: a move read in one language works in all.
#[test]
fn rule_books_keep_their_sections_and_notation_in_every_language() {
    let books = crate::games::GameKind::ALL
        .iter()
        .map(|k| format!("rules-{}", k.id()))
        .chain(["rules-hosting".to_string(), "rules-tournaments".to_string()]);
    for id in books {
        let english = tr(Lang::EnUs, &id);
        let sections = |text: &str| text.lines().filter(|l| l.starts_with("## ")).count();
        let notation = |text: &str| -> BTreeSet<String> {
            text.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect()
        };
        assert!(sections(&english) > 0, "{id}");
        for &lang in &Lang::ALL[1..] {
            let translated = tr(lang, &id);
            assert_ne!(translated, english, "{id} is not translated into {lang:?}");
            assert_eq!(
                sections(&translated),
                sections(&english),
                "{id}: sections differ in {lang:?}"
            );
            let missing: Vec<String> = notation(&english)
                .difference(&notation(&translated))
                .cloned()
                .collect();
            assert!(missing.is_empty(), "{id} in {lang:?} lacks {missing:?}");
        }
    }
}

/// Fluent drops the blanks that start a value; a message that must start with a space says so
/// with `{" "}`. Two blanks after `=` are therefore a space lost without a word.
#[test]
fn no_message_loses_its_leading_space() {
    for &lang in Lang::ALL {
        for line in lang.sources().iter().flat_map(|s| s.lines()) {
            if let Some((id, value)) = line.split_once(" =") {
                let is_message = !id.is_empty() && !id.starts_with([' ', '#']);
                assert!(
                    !(is_message && value.starts_with("  ")),
                    "{}: `{line}` loses its leading space; write {{\" \"}}",
                    lang.code()
                );
            }
        }
    }
}

/// `/rules` pages break between sections: every section of every book, in every language,
/// fits one page; the books whose rules needed decisions end with them.
#[test]
fn rule_book_sections_fit_a_page_and_decisions_close_the_books_that_have_them() {
    for &lang in Lang::ALL {
        for &kind in crate::games::GameKind::ALL {
            let book = kind.rules_text(lang);
            for section in book.split("\n## ") {
                let chars = section.chars().count();
                assert!(
                    chars <= 3500,
                    "{kind} in {lang:?}: a section of {chars} chars"
                );
            }
        }
    }
    for kind in [
        crate::games::GameKind::MegaTicTacToe,
        crate::games::GameKind::CrossWordsCombat,
    ] {
        let book = kind.rules_text(Lang::EnUs);
        let last = book.rsplit("\n## ").next().unwrap_or_default();
        assert!(last.starts_with("Decisions"), "{kind}: {last:.40}");
    }
}
