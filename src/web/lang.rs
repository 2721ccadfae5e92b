//! The language of a page: `?lang=` when given, else the best of `Accept-Language`.

use crate::i18n::Lang;

/// The language named by `?lang=` (exact codes only), else the first language of
/// `Accept-Language` (by quality) that boardbot speaks, else English.
pub fn pick(query: Option<&str>, accept_language: Option<&str>) -> Lang {
    if let Some(lang) = query.and_then(|code| Lang::ALL.iter().copied().find(|l| l.code() == code))
    {
        return lang;
    }
    let Some(header) = accept_language else {
        return Lang::default();
    };
    let mut ranges: Vec<(f32, &str)> = header
        .split(',')
        .take(20)
        .filter_map(|part| {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next()?.trim();
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            (!tag.is_empty() && tag != "*" && q > 0.0).then_some((q, tag))
        })
        .collect();
    // Stable: equal qualities keep the header's order.
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranges
        .iter()
        .find_map(|(_, tag)| speaks(tag))
        .unwrap_or_default()
}

/// One of ours for a language tag, by exact code or primary language.
fn speaks(tag: &str) -> Option<Lang> {
    let primary = tag.split('-').next()?.to_ascii_lowercase();
    Lang::ALL.iter().copied().find(|lang| {
        lang.code().eq_ignore_ascii_case(tag)
            || lang.code().split('-').next() == Some(primary.as_str())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_beats_header_and_quality_orders_the_header() {
        assert_eq!(pick(Some("de"), Some("es-ES")), Lang::De);
        assert_eq!(pick(Some("xx"), Some("es-MX,en;q=0.5")), Lang::EsEs);
        assert_eq!(pick(None, Some("fr-FR, de;q=0.8, en;q=0.9")), Lang::EnUs);
        assert_eq!(pick(None, Some("fr-FR, de-AT;q=0.8")), Lang::De);
        assert_eq!(pick(None, Some("fr")), Lang::EnUs);
        assert_eq!(pick(None, None), Lang::EnUs);
        assert_eq!(pick(None, Some("de;q=0")), Lang::EnUs);
    }
}
