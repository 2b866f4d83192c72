/** A persisted store's state (src/app/stores.ts: `{ version: 1, state }`), or null. */
function readStore(w, key) {
  try {
    var raw = w.localStorage.getItem(key);
    var value = raw === null ? null : JSON.parse(raw);
    return value && value.version === 1 && value.state ? value.state : null;
  } catch {
    return null;
  }
}

/**
 * The stores and the club the address opens: src/app/clubKey.ts `resolveClubKey` (the address's `club`, else the
 * build's club, else the stored session's, else the host name) and `sessionMatchesClub` (the stored club is that
 * club, by id or domain).
 */
function clubOf(w, config) {
  var loc = w.location;
  var stored = readStore(w, 'club.session');
  var fromQuery = (new URLSearchParams(loc.search).get('club') || '').trim();
  var fromUrl = fromQuery !== '' && /^[a-z0-9.-]{1,253}$/i.test(fromQuery);
  var storedClub = stored && stored.club && typeof stored.club.id === 'number' ? stored.club : null;
  var clubKey = fromUrl
    ? fromQuery.toLowerCase()
    : config.club || (storedClub ? String(storedClub.id) : loc.hostname.toLowerCase());
  var matches =
    storedClub !== null &&
    (clubKey === String(storedClub.id) ||
      (typeof storedClub.domain === 'string' && clubKey === storedClub.domain.toLowerCase()));
  return {
    stored: stored,
    conf: readStore(w, 'club.configuration'),
    fromUrl: fromUrl,
    clubKey: clubKey,
    storedClub: storedClub,
    matches: matches,
  };
}

/**
 * A returning visitor's club theme, as the session kept it (src/app/stores.ts), set on the page's root before the
 * first frame (by the boot module, which blocks rendering until it has run, or on TV by a classic script run in the
 * parse: scripts/bootPlugin.ts), so that a light club's page is light from its first frame rather than from its configuration's
 * answer (its theme may have changed since: the answer sets it again, below). Another club's, or none: the dark default
 * stays until that answer.
 */
export function keptTheme(w, config) {
  try {
    var club = clubOf(w, config);
    var theme = club.matches ? club.storedClub.theme : null;
    if (theme === 'light' || theme === 'dark') w.document.documentElement.setAttribute('data-theme', theme);
  } catch {
    /* the configuration's answer sets the theme */
  }
}

/**
 * The boot prefetch (issue 13): this function's source is inlined into index.html by scripts/bootPlugin.ts (its hash
 * goes into the Content-Security-Policy), so it runs while the HTML is parsed, long before the bundle has arrived
 * and run. It starts the calls the first screen waits for, exactly as the app will make them (same URL, same
 * `Authorization`, `Accept-Language` and client-IP headers; src/api/client.ts):
 * - the client IP lookup (when configured), then
 * - (modulepreloads of the member's language catalogue chunk, which the app imports before its first render, and of
 *   the page's route chunks and, but on home, the rest-of-app catalogue, which the router waits for)
 * - the club configuration, and on the home page the home rows and the banner slides; on a product or category page,
 *   that page's call; on the magazine, the news list; with, once it answers, a preload of the image the page's call
 *   names as its largest paint (the first slide's, the product's backdrop, the latest news'), which the app would
 *   ask for only once the bundle has arrived and rendered it.
 * With no language chosen yet (nothing stored), the club's language applies: the page's calls and its catalogue wait
 * for the configuration's answer, so that they go out once, in the language the app will ask in. The page's calls go
 * out only for a visitor who may see the page (signed in, or the club has public access: as the session kept it, else
 * as the configuration answers); a private club's anonymous visitor is sent to the login, and the provider would
 * refuse them (401, an error in the browser's console on every visit).
 * It keeps the promises of their responses in `window.__clubBoot`; the app's fetch (src/app/bootHandoff.ts) takes a
 * response when it makes the very same request, once, so the data lands in the session and the Query cache without
 * a second call. A request that differs in anything (another language, token, club) is simply sent by the app.
 *
 * Plain ES2015 with no globals beyond fetch / Promise / URLSearchParams / localStorage, for the TV build's Chrome 69
 * too. It never throws: any error only means the app makes its calls itself. Keep in step with
 * src/app/clubKey.ts (resolveClubKey, sessionMatchesClub), src/app/stores.ts (store keys and shapes),
 * src/i18n/i18n.ts (browserLanguage) and src/app/env.ts (apiUrl).
 *
 * - (off the home, the build's preload map, which the app reads for the page's chunks: src/app/preloadMap.ts)
 * config: { api, providerPort, ip, club, ipTimeoutMs, catalogs?, more?, pages?, preloadMap? } (src/boot/bootScript.d.ts)
 */
export function clubBoot(w, config) {
  try {
    var loc = w.location;
    var club = clubOf(w, config);
    var stored = club.stored;
    var conf = club.conf;
    var clubKey = club.clubKey;
    // sessionMatchesClub: another club chosen through the address starts anonymous
    var keep = stored !== null && (!club.fromUrl || club.matches);
    var token = keep && typeof stored.token === 'string' && stored.token !== '' ? stored.token : null;
    // whether the page's content is the visitor's to see (src/app/access.ts, `catalogue`): signed in, or the club's
    // public access as the session kept it; null when not known before the configuration answers (no session kept
    // for this club, or one kept before it was). A private club answers an anonymous visitor's calls with 401.
    var kept = club.matches ? club.storedClub.publicAccess : null;
    var mayBrowse = token ? true : typeof kept === 'boolean' ? kept : null;
    // browserLanguage
    var lang = conf && (conf.lang === 'en' || conf.lang === 'es') ? conf.lang : null;
    if (!lang) {
      var languages = w.navigator.languages || [];
      for (var i = 0; i < languages.length && !lang; i++) {
        var base = String(languages[i]).toLowerCase().split('-')[0];
        if (base === 'en' || base === 'es') lang = base;
      }
    }
    lang = lang || 'en';
    var modulepreload = function (href) {
      if (!href) return;
      var preload = w.document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      w.document.head.appendChild(preload);
    };
    // the page the address opens, for its route chunks (the router asks for them only once the bundle has run)
    var path = loc.pathname;
    var page = null;
    var m;
    if (path === '/' || path === '') page = 'home';
    else if ((m = /^\/product\/(\d+)(?:\/[^/]*)?\/?$/.exec(path))) page = 'product';
    else if ((m = /^\/category\/(\d+)(?:\/[^/]*)?\/?$/.exec(path))) page = 'category';
    else if (/^\/magazine\/?$/.test(path)) page = 'magazine';
    // the language's message catalogue, which the app imports before its first render, and on any page but home
    // the rest of the messages, which the router waits for before it renders such a page
    var preloadCatalog = function (language) {
      modulepreload(config.catalogs && config.catalogs[language]);
      if (page !== 'home') modulepreload(config.more && config.more[language]);
    };
    // (not for a private club's anonymous visitor, whom the router sends to the login)
    if (mayBrowse !== false) ((page && config.pages && config.pages[page]) || []).forEach(modulepreload);
    var api = config.api || loc.protocol + '//' + loc.hostname + ':' + config.providerPort + '/api';
    var entries = [];
    // the URLs the app has asked for itself before the page's calls were sent (then they are the app's)
    var asked = [];
    var pageSent = false;
    // the build's preload map (which chunks each route and flow needs beyond the first load): off the home the
    // page's own chunks need it as soon as the bundle has run; on the home the app fetches it after the first screen
    var preloadMap = null;
    if (config.preloadMap && page !== 'home') {
      preloadMap = w
        .fetch(config.preloadMap)
        .then(function (r) {
          return r.ok ? r.json() : null;
        })
        .catch(function () {
          return null;
        });
    }
    var boot = {
      clubKey: clubKey,
      preloadMap: config.preloadMap ? { url: config.preloadMap, map: preloadMap } : null,
      /**
       * The response promise of the same request, once; null when there is none (the app sends it itself, and the
       * boot, if it has not sent that call yet, leaves it to the app).
       */
      take: function (url, headers) {
        if (!pageSent) asked.push(url);
        for (var j = 0; j < entries.length; j++) {
          var e = entries[j];
          if (e.url !== url) continue;
          var same = true;
          for (var name in e.headers) if ((headers(name) || null) !== e.headers[name]) same = false;
          if (!same) continue;
          entries.splice(j, 1);
          return e.response();
        }
        return null;
      },
    };
    w.__clubBoot = boot;

    var ipPromise = Promise.resolve(null);
    if (config.ip) {
      var ipUrl = config.ip + (config.ip.indexOf('?') >= 0 ? '&' : '?') + 'format=json';
      var ipBody = new Promise(function (resolve) {
        setTimeout(function () {
          resolve(undefined);
        }, config.ipTimeoutMs);
        try {
          w.fetch(ipUrl)
            .then(function (r) {
              return r.ok ? r.json() : null;
            })
            .then(resolve, function () {
              resolve(null);
            });
        } catch {
          resolve(null);
        }
      });
      ipPromise = ipBody.then(function (body) {
        var ip = body && typeof body.ip === 'string' ? body.ip.trim() : '';
        return ip || null;
      });
      entries.push({
        url: ipUrl,
        headers: {},
        response: function () {
          // undefined: no answer within the lookup's timeout (the app waits on its own clock, then goes without)
          return ipBody.then(function (body) {
            if (body === undefined) return new Promise(function () {});
            return new Response(body === null ? 'null' : JSON.stringify(body), {
              status: body === null ? 502 : 200,
              headers: { 'Content-Type': 'application/json' },
            });
          });
        },
      });
    }

    // the page's calls, besides the club configuration
    var calls = [];
    if (page === 'home') calls.push('/products/home', '/slider/list');
    else if (page === 'product') calls.push('/products/' + m[1]);
    else if (page === 'category') calls.push('/categories/' + m[1] + '/content');
    else if (page === 'magazine') calls.push('/news');

    var headersFor = function (ip, language) {
      var h = { Authorization: token ? 'Bearer ' + token : null, 'Accept-Language': language };
      h['X-Client-IP'] = ip;
      h['X-Forwarded-For'] = ip;
      return h;
    };
    var urlOf = function (call) {
      return api + call + '?club=' + encodeURIComponent(clubKey);
    };
    /** Sends one call as the app will (in `language`) and offers its response once the headers are known. */
    var send = function (call, language) {
      var url = urlOf(call);
      var entry = { url: url, headers: null, response: null };
      var response = ipPromise.then(function (ip) {
        var headers = headersFor(ip, language);
        var out = {};
        for (var name in headers) if (headers[name] !== null) out[name] = headers[name];
        var sent = w.fetch(url, { headers: out });
        // a failure is the app's to see when it takes the response; never an unhandled rejection here
        sent.catch(function () {});
        return { headers: headers, response: sent };
      });
      // the entry's headers are known once the IP is: it is offered from then on
      response.then(
        function (sent) {
          entry.headers = sent.headers;
          entry.response = function () {
            return sent.response;
          };
          entries.push(entry);
        },
        function () {},
      );
      return response;
    };
    /** The page's calls, in the language the app will use, with the page's largest image preloaded. */
    var sendCalls = function (language) {
      calls.forEach(function (call) {
        // the app got there first (its bundle ran before the configuration answered): the call is its own
        if (asked.indexOf(urlOf(call)) >= 0) return;
        var sent = send(call, language);
        if (LARGEST_IMAGE[callKey(call)])
          sent.then(
            function (s) {
              preloadLargestImage(w, s.response, call);
            },
            function () {},
          );
      });
    };
    var configuration = send('/configuration/club', lang).then(function (sent) {
      return sent.response.then(function (r) {
        return r.ok ? r.clone().json() : null;
      });
    });
    // The club's theme as soon as its configuration answers: index.html's inline style gives a light club's page its
    // light background by `data-theme` (index.html says "dark"), long before the app applies the club from the same
    // answer (src/theme/applyClub.ts), instead of the dark default until then.
    configuration
      .then(function (body) {
        var root = w.document.documentElement;
        if (body && root) root.setAttribute('data-theme', body.clubTheme === 'LIGHT' ? 'light' : 'dark');
      })
      .catch(function () {});
    if (conf) {
      // the member's chosen language: its catalogue at once, and the page's calls with the configuration's when the
      // visitor may see the page
      preloadCatalog(lang);
      if (mayBrowse) {
        pageSent = true;
        sendCalls(lang);
      }
    }
    if (!pageSent) {
      // No language chosen yet (nothing stored): the club's language applies once its configuration is known (a
      // Spanish club in an English browser), so the page's calls and catalogue wait for it, one round trip: they
      // still answer long before the bundle has arrived and run, and nothing is fetched in a language nobody reads.
      // Not known whether the visitor may see the page: its calls wait for the configuration's public access too,
      // and go out only if it is public (or the visitor signed in), so that a private club's anonymous visitor's
      // page makes no call its provider refuses. No configuration (an unknown club, no connection): no calls.
      configuration
        .then(
          function (body) {
            pageSent = true;
            var clubLang = body && body.language;
            var language = !conf && (clubLang === 'en' || clubLang === 'es') ? clubLang : lang;
            if (!conf) preloadCatalog(language);
            if (body !== null && (token !== null || body.isPublicAccess === true)) sendCalls(language);
          },
          function () {
            pageSent = true;
            if (!conf) preloadCatalog(lang);
          },
        )
        .catch(function () {});
    }
    boot.ready = ipPromise.then(function () {});
  } catch {
    /* the app makes its calls itself */
  }
}

/**
 * The page's largest paint, by the call that names it: the image the app will render at the top of the page, as the
 * mappers pick it (src/api/catalogue/mappers.ts: each image falls back to the others in a fixed order) and for the
 * screen widths its `<picture>` gives it. `phone` applies up to `phoneMax`, `wide` above it (one preload when both
 * are the same address).
 * - the home's banner, its first slide (src/features/banner/BannerView.tsx, the portrait image up to 575.98px);
 * - a product's backdrop (src/features/product/ProductView.tsx: the portrait image up to 767.98px, else the image);
 * - the magazine's latest news, the first of the list (src/features/magazine/magazine.ts);
 * - a category's first video tile (src/features/category/CategoryView.tsx, a standard tile: the thumbnail, else the
 *   image, src/components/thumbnail/ProductThumbnail.tsx), fetched with CORS like every tile's image (its dominant
 *   colour is read from it), so the preload is `crossorigin` too; none for a match whose two teams' crests replace
 *   the image, nor for a category of collections only. The app asked for it only once the bundle had run and drawn
 *   the page: one round trip after the framework's download in Lighthouse's simulation.
 */
var LARGEST_IMAGE = {
  '/slider/list': function (body) {
    var slide = body && body.slides && body.slides[0];
    return (
      slide && {
        phoneMax: '575.98px',
        wide: [slide.image, slide.imagePortrait],
        phone: [slide.imagePortrait, slide.image],
      }
    );
  },
  '/products/:id': function (product) {
    return (
      product && {
        phoneMax: '767.98px',
        wide: [product.image, product.thumbnail, product.imagePortrait, product.thumbnailPortrait],
        phone: [product.imagePortrait, product.thumbnailPortrait, product.image, product.thumbnail],
      }
    );
  },
  '/news': function (body) {
    var latest = body && body.newsList && body.newsList[0];
    return latest && { wide: [latest.image], phone: [latest.image] };
  },
  '/categories/:id/content': function (category) {
    var first = category && category.productList && category.productList[0];
    if (!first) return null;
    // a match tile shows its teams' crests when both have one: then no preload (when in doubt, none: an image
    // preloaded and not shown is a download for nothing)
    var named = function (team) {
      var image = team && team.image;
      return !!image && typeof image.url === 'string' && image.url.trim() !== '';
    };
    if (named(first.homeTeam) && named(first.awayTeam)) return null;
    var order = [first.thumbnail, first.image, first.thumbnailPortrait, first.imagePortrait];
    return { wide: order, phone: order, cors: true };
  },
};

/**
 * The first usable address among images, as src/api/common/mappers.ts `url` and `firstOf` take it (trimmed; http(s)
 * or an inline data image); null when none is, or when the first is inline (nothing to fetch).
 */
function firstImage(images) {
  for (var i = 0; i < images.length; i++) {
    var raw = images[i] && images[i].url;
    // eslint-disable-next-line no-control-regex -- the same edges as src/shared/urlPolicy.ts
    var value = typeof raw === 'string' ? raw.replace(/^[\u0000-\u0020\s]+|[\u0000-\u0020\s]+$/g, '') : '';
    if (/^data:image\//i.test(value)) return null;
    if (/^https?:\/\/[^/\s]/i.test(value)) return value;
  }
  return null;
}

/** A call's key in LARGEST_IMAGE: its path with the id as `:id`. */
function callKey(call) {
  return call.replace(/\d+/, ':id');
}

/**
 * The preloads of the image a page's call names as its largest paint, given the call's answer: `{ href, media }`,
 * the phone's and the wider screens' when they differ, with `cors: true` when the app fetches that image with CORS;
 * none when the answer names no fetchable image.
 */
export function largestImagePreloads(call, body) {
  var pick = LARGEST_IMAGE[callKey(call)];
  var choice = pick && pick(body);
  if (!choice) return [];
  var wide = firstImage(choice.wide);
  var phone = firstImage(choice.phone);
  var out = [];
  if (phone === wide || !choice.phoneMax) {
    if (wide) out.push({ href: wide, media: null });
  } else {
    if (phone) out.push({ href: phone, media: '(max-width: ' + choice.phoneMax + ')' });
    if (wide) out.push({ href: wide, media: 'not all and (max-width: ' + choice.phoneMax + ')' });
  }
  if (choice.cors)
    out.forEach(function (preload) {
      preload.cors = true;
    });
  return out;
}

/** Preloads, at high priority, the image a page's call names as its largest paint, once the call answers. */
function preloadLargestImage(w, responsePromise, call) {
  responsePromise
    .then(function (r) {
      return r.ok ? r.clone().json() : null;
    })
    .then(function (body) {
      largestImagePreloads(call, body).forEach(function (preload) {
        var link = w.document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = preload.href;
        link.setAttribute('fetchpriority', 'high');
        if (preload.media) link.media = preload.media;
        if (preload.cors) link.crossOrigin = 'anonymous';
        w.document.head.appendChild(link);
      });
    })
    .catch(function () {});
}
