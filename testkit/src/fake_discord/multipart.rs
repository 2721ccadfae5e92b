//! A `multipart/form-data` parser (RFC 7578) for the bodies that carry files.

pub(super) struct Part {
    pub(super) name: String,
    pub(super) filename: Option<String>,
    pub(super) content_type: Option<String>,
    pub(super) data: Vec<u8>,
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    memchr::memmem::find(hay.get(from..)?, needle).map(|i| from + i)
}

fn header_param(value: &str, key: &str) -> Option<String> {
    value.split(';').map(str::trim).find_map(|p| {
        let (k, v) = p.split_once('=')?;
        (k.trim().eq_ignore_ascii_case(key)).then(|| v.trim().trim_matches('"').to_string())
    })
}

/// Parse a `multipart/form-data` body (RFC 7578) as reqwest writes it.
pub(super) fn parse_multipart(content_type: &str, body: &[u8]) -> Result<Vec<Part>, String> {
    let boundary = header_param(content_type, "boundary").ok_or("no boundary")?;
    let delim = format!("--{boundary}").into_bytes();
    let mut pos = find(body, &delim, 0).ok_or("no first boundary")? + delim.len();
    let mut parts = Vec::new();
    loop {
        if body[pos..].starts_with(b"--") {
            return Ok(parts);
        }
        if !body[pos..].starts_with(b"\r\n") {
            return Err("boundary not followed by CRLF".into());
        }
        pos += 2;
        let head_end = find(body, b"\r\n\r\n", pos).ok_or("part without header end")?;
        let head =
            std::str::from_utf8(&body[pos..head_end]).map_err(|_| "non-UTF-8 part headers")?;
        let mut name = None;
        let mut filename = None;
        let mut ctype = None;
        for line in head.split("\r\n") {
            let Some((k, v)) = line.split_once(':') else {
                continue;
            };
            if k.trim().eq_ignore_ascii_case("content-disposition") {
                name = header_param(v, "name");
                filename = header_param(v, "filename");
            } else if k.trim().eq_ignore_ascii_case("content-type") {
                ctype = Some(v.trim().to_string());
            }
        }
        let data_start = head_end + 4;
        let mut end_delim = b"\r\n".to_vec();
        end_delim.extend_from_slice(&delim);
        let data_end = find(body, &end_delim, data_start).ok_or("part without closing boundary")?;
        parts.push(Part {
            name: name.ok_or("part without a name")?,
            filename,
            content_type: ctype,
            data: body[data_start..data_end].to_vec(),
        });
        pos = data_end + end_delim.len();
    }
}
