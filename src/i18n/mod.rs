//! Every text a person reads, in their language. The texts live in Project Fluent files, a few
//! per language by concern: `locales/<code>/*.ftl` (see [`FLUENT_FILES`]). Code names a message by its id ([`Text`],
//! [`tr`]) and never assembles a sentence itself; the Fluent file decides word order, plurals
//! and grammar.
//!
//! Who reads what decides the language: a private (ephemeral) reply is in the reader's own
//! Discord locale, a public message (a board, a challenge, a result) in the server's, since
//! everyone in the channel reads it. Move notation is the same in every language.

use std::borrow::Cow;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// The languages boardbot speaks. Adding one is its Fluent file and one line here: the
/// variant, its code (the folder under `locales/`), and the Discord locales it serves.
macro_rules! languages {
    ($($variant:ident = $code:literal [$($discord:literal),+],)+) => {
        /// A language boardbot speaks; English is the source and the fallback.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub enum Lang {
            #[default]
            $($variant,)+
        }

        impl Lang {
            pub const ALL: &'static [Lang] = &[$(Lang::$variant),+];

            /// The language's code, its folder under `locales/`: `de`, `es-ES`.
            pub fn code(self) -> &'static str {
                match self { $(Lang::$variant => $code,)+ }
            }

            /// The Discord locales this language answers (command names and descriptions are
            /// registered under each).
            pub fn discord_locales(self) -> &'static [&'static str] {
                match self { $(Lang::$variant => &[$($discord),+],)+ }
            }

            /// The language's Fluent files, one per concern (see [`FLUENT_FILES`]).
            fn sources(self) -> [&'static str; FLUENT_FILES.len()] {
                match self {
                    $(Lang::$variant => [
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/boardbot.ftl")),
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/tournaments.ftl")),
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/web.ftl")),
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/community.ftl")),
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/vacations.ftl")),
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/notifications.ftl")),
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/conditional.ftl")),
                        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $code, "/designs.ftl")),
                    ],)+
                }
            }
        }
    };
}

/// The Fluent files of each language, in `locales/<code>/`: the bot's texts, the tournaments',
/// the web pages', the community's (seasons, rating roles, achievements, puzzles), games that
/// last days (vacations, notifications, conditional moves) and designed games. A message id
/// lives in exactly one of them.
const FLUENT_FILES: [&str; 8] = [
    "boardbot.ftl",
    "tournaments.ftl",
    "web.ftl",
    "community.ftl",
    "vacations.ftl",
    "notifications.ftl",
    "conditional.ftl",
    "designs.ftl",
];

languages! {
    EnUs = "en-US" ["en-US", "en-GB"],
    De = "de" ["de"],
    EsEs = "es-ES" ["es-ES", "es-419"],
}

impl Lang {
    /// The language for a Discord or POSIX locale (`de`, `es-419`, `de_DE.UTF-8`): the first
    /// of ours whose Discord locale or primary language matches, else English. A Latin
    /// American Spanish reader gets Spanish rather than English.
    pub fn from_locale(locale: &str) -> Lang {
        let locale = locale
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-");
        let primary = |tag: &str| tag.split('-').next().unwrap_or("").to_ascii_lowercase();
        Lang::ALL
            .iter()
            .copied()
            .find(|lang| {
                lang.discord_locales()
                    .iter()
                    .any(|d| d.eq_ignore_ascii_case(&locale))
            })
            .or_else(|| {
                Lang::ALL
                    .iter()
                    .copied()
                    .find(|lang| primary(lang.code()) == primary(&locale))
            })
            .unwrap_or_default()
    }

    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        &BUNDLES[Lang::ALL.iter().position(|&l| l == self).unwrap_or(0)]
    }
}

static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    Lang::ALL
        .iter()
        .map(|&lang| {
            let id: unic_langid::LanguageIdentifier = lang
                .code()
                .parse()
                .expect("language codes in `languages!` are valid");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // No Unicode isolation marks around placeables: Discord and the picture renderer
            // would show them as stray characters.
            bundle.set_use_isolating(false);
            for (file, source) in FLUENT_FILES.iter().zip(lang.sources()) {
                let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(
                    |(resource, errors)| {
                        tracing::error!(
                            lang = lang.code(),
                            file,
                            ?errors,
                            "Fluent file has errors"
                        );
                        resource
                    },
                );
                if let Err(errors) = bundle.add_resource(resource) {
                    tracing::error!(
                        lang = lang.code(),
                        file,
                        ?errors,
                        "Fluent file repeats messages"
                    );
                }
            }
            bundle
        })
        .collect()
});

/// A value for a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text shown as it is: a name, a move, a square.
    Str(String),
    /// A number; Fluent picks the plural form by it.
    Int(i64),
    /// Another message, translated into the same language first.
    Text(Text),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(t)
    }
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(n as i64)
            }
        }
    )*};
}
int_args!(i64, i32, u64, u32, u16, u8, usize);

/// A message not yet translated: its Fluent id and variables. Layers below the front ends
/// (engines, the host) say what happened as a `Text`; whoever shows it picks the language.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    id: Cow<'static, str>,
    args: Vec<(&'static str, Arg)>,
}

impl Text {
    pub fn new(id: &'static str) -> Text {
        Text {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// A message whose id is made at run time (`rules-ccc`); tests check every such id.
    pub fn dynamic(id: String) -> Text {
        Text {
            id: Cow::Owned(id),
            args: Vec::new(),
        }
    }

    /// The same message with one more variable.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    /// The message in `lang`.
    pub fn get(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            let value: FluentValue = match value {
                Arg::Str(s) => s.clone().into(),
                Arg::Int(n) => (*n).into(),
                Arg::Text(t) => t.get(lang).into(),
            };
            args.set(*name, value);
        }
        format(lang, &self.id, Some(&args))
    }
}

/// English, for logs and the referee.
impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.get(Lang::EnUs))
    }
}

/// The message `id` without variables, in `lang`.
pub fn tr(lang: Lang, id: &str) -> String {
    format(lang, id, None)
}

fn format(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    let found = [lang, Lang::EnUs].into_iter().find_map(|lang| {
        let bundle = lang.bundle();
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned();
        if !errors.is_empty() {
            tracing::warn!(
                lang = lang.code(),
                id,
                ?errors,
                "Fluent message formatted with errors"
            );
        }
        Some(text)
    });
    found.unwrap_or_else(|| {
        tracing::error!(lang = lang.code(), id, "no such Fluent message");
        id.to_string()
    })
}

/// Whether `id` exists in the English source (ids made at run time are checked with it).
pub fn has_message(id: &str) -> bool {
    Lang::EnUs.bundle().has_message(id)
}

#[cfg(test)]
mod tests;
