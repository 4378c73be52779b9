vcl 4.1;
# Varnish in front of Itinera (docs/operations.md, "Behind Varnish"; ADR 0069). Debian's `varnish`
# and `varnish-modules` (for xkey): apt-get install varnish varnish-modules, then this file as
# /etc/varnish/default.vcl, and varnishd started with `-p http_gzip_support=off` (see vcl_recv).
# tests/integration/varnish.test.ts runs it in front of two instances with only the backend
# replaced by a round-robin director.
#
# The instances say what may be kept: shared pages come with
# `Cache-Control: public, max-age=0, s-maxage=N, stale-while-revalidate=M`, an ETag and an `xkey`
# header naming what the page shows (trip-<id>, post-<id>, profile-<userId>, list, pages). Each
# instance is started with CACHE_PURGE_URLS=http://127.0.0.1:6081/ (this Varnish) and sends
# `PURGE /` with `xkey: pages` on every change of what pages show, so a change is gone from here
# at once, not when s-maxage runs out.

import xkey;

backend default {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge: the instances. Add their addresses when they run on other machines.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "PURGE needs an xkey header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey);
        return (synth(200, "Invalidated " + req.http.n-gone + " objects"));
    }

    # Only reads are kept; everything else goes to the instances as it came.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # A signed-in reader (better-auth's session cookie, `__Secure-` under https) or any other
    # credentials: their page is their own, never kept and never answered from the cache.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(__Secure-)?itinera\.session_token=") {
        return (pass);
    }

    # As the page cache (server/page-cache.ts): the language choice, the consent cookies and the
    # reader's currency never keep a page from being shared; any other cookie (the flash alert,
    # better-auth's others) may change it, and goes past the cache. Of the neutral ones `lang` and
    # `currency` are passed on: pages that read them say `Vary: Cookie` (`/` the language, pages
    # with amounts the currency, ADR 0081), so a copy is kept per value.
    if (req.http.Cookie) {
        set req.http.x-other-cookies = regsuball(req.http.Cookie, "(^|;)\s*(lang|currency|consent-is-set|consent-statistic)=[^;]*", "");
        if (req.http.x-other-cookies ~ "[^;\s]") {
            unset req.http.x-other-cookies;
            return (pass);
        }
        unset req.http.x-other-cookies;
        set req.http.x-lang = regsub(req.http.Cookie, "^(.*;)?\s*(lang=[^;]*).*$", "\2");
        set req.http.x-currency = regsub(req.http.Cookie, "^(.*;)?\s*(currency=[^;]*).*$", "\2");
        unset req.http.Cookie;
        if (req.http.x-lang ~ "^lang=" && req.http.x-currency ~ "^currency=") {
            set req.http.Cookie = req.http.x-lang + "; " + req.http.x-currency;
        } elsif (req.http.x-lang ~ "^lang=") {
            set req.http.Cookie = req.http.x-lang;
        } elsif (req.http.x-currency ~ "^currency=") {
            set req.http.Cookie = req.http.x-currency;
        }
        unset req.http.x-lang;
        unset req.http.x-currency;
    }
    # The instances compress with brotli or gzip and say `Vary: Accept-Encoding`. Varnish's own gzip
    # support would ask them for gzip only, so it is off (`-p http_gzip_support=off`) and the header
    # is reduced to the one encoding used: one kept object per encoding, not per browser's wording.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    return (hash);
}

sub vcl_backend_response {
    # A response that sets a cookie belongs to the one who asked; one the instance did not mark public
    # (the pages of a signed-in reader, forms, drafts, errors) is not kept either. Hit-for-miss:
    # the next answer for the address is kept again if it may be.
    if (beresp.http.Set-Cookie
        || !beresp.http.Cache-Control
        || beresp.http.Cache-Control ~ "(private|no-store|no-cache)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Otherwise Varnish keeps it for s-maxage (max-age without it) and serves it stale while it
    # fetches anew for stale-while-revalidate (its grace).
}

sub vcl_deliver {
    # The surrogate keys are for this cache only.
    unset resp.http.xkey;
}
