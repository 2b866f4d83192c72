// Deterministic seed data of the fake provider. Times are anchored to `now` (live schedules, trials, news dates,
// subscriptions); everything else is fixed or drawn from a seeded PRNG. Ids are per club: products c*1000+n,
// categories c*100+n, collections c*100+50+n, users c*100+n, plans c*10+n, trainers c*10+n, templates c*100+n,
// teams c*100+n, news c*100+n, slides c*10+n. See README.md for the notable ids.
import { imageUrl, registerClubColour, type ImageKind } from './images';
import {
  BASE,
  type CardRec,
  type CategoryRec,
  type ClubRec,
  type CollectionRec,
  type Img,
  type Level,
  type MeetingRec,
  type NewsRec,
  type ProductRec,
  type S,
  type Seed,
  type SlideRec,
  type SubscriptionRec,
  type TeamRec,
  type TemplateRec,
  type TrainerRec,
  type UserRec,
} from './types';

export const DEMO_PASSWORD = 'Demo1234!';
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const img = (kind: ImageKind, name: string, label?: string): S['Image'] => ({
  url: imageUrl(BASE, kind, name, label),
});
/**
 * Artwork carries no text (the app shows titles beside it), except the thumbnails of a club that hides titles on its
 * thumbnails (FBT, GPT): there, as in real clubs of that kind, the poster itself says what it is.
 */
const poster = (c: ClubDef, title: string): string | undefined =>
  c.code === 'FBT' || c.code === 'GPT' ? title : undefined;
const media = (kind: 'vod' | 'long' | 'trailer' | 'live'): S['MediaSource'] => ({
  url: `${BASE}/media/${kind}/master.m3u8`,
  hash: null,
});
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Product indexes shared by every club (product id = clubId * 1000 + index). */
export const PRODUCT_INDEX = {
  liveNow: 1,
  liveSoon: 2,
  liveEnded: 3,
  rental399: 4,
  rental150: 5,
  transcoding: 6,
  noVideoInPlan: 7,
  noVideoOutsidePlan: 8,
  free: 9,
  longTitle: 10,
  emojiTitle: 11,
  slashTitle: 12,
  unsafeDescription: 13,
} as const;
/**
 * Regular products from this index on play the long VOD (15 minutes, with English and Spanish subtitles), where
 * continue watching, resuming and the player's settings can be tried; those before it keep the 10 s clip, for the
 * tests that need a video to end.
 */
export const FIRST_LONG_VOD_INDEX = 16;
export const productId = (clubId: number, index: number) => clubId * 1000 + index;
const LAST_PRODUCT_INDEX = 40;

interface ClubDef {
  clubId: number;
  code: string;
  name: string;
  domain: string;
  theme: 'DARK' | 'LIGHT';
  color: string;
  publicAccess: boolean;
  allowSignup: boolean;
  language: 'es' | 'en';
  topics: string[];
  tags: string[];
  categories: string[];
  collections: string[];
  trainerNames: string[];
  sport: string;
}

const CLUBS: ClubDef[] = [
  {
    clubId: 1,
    code: 'TTT',
    name: 'Titan Training Club',
    domain: 'ttt.localhost',
    theme: 'DARK',
    color: '#E50914',
    publicAccess: false,
    allowSignup: true,
    language: 'es',
    sport: 'entrenamiento',
    topics: [
      'Fuerza máxima',
      'Cardio explosivo',
      'Movilidad y estiramientos',
      'HIIT para principiantes',
      'Técnica de sentadilla',
      'Core de acero',
      'Pilates funcional',
      'Yoga para deportistas',
      'Resistencia aeróbica',
      'Entrenamiento en pareja',
      'Peso muerto sin lesiones',
      'Circuito metabólico',
      'Recuperación activa',
      'Nutrición y rendimiento',
    ],
    tags: ['fuerza', 'cardio', 'técnica', 'movilidad', 'principiante', 'avanzado', 'recuperación'],
    categories: ['Destacados', 'Programas', 'Colecciones', 'Alquiler y especiales', 'Directos y clases'],
    collections: ['Plan de 30 días', 'Reto verano', 'Entrenadores Titán', 'Bienestar'],
    trainerNames: ['Laura Martínez', 'Javier Ortega', 'Sofía Núñez', 'Andrés Peña', 'Marta Ibáñez'],
  },
  {
    clubId: 2,
    code: 'MCT',
    name: 'Mountain Climbing Team',
    domain: 'mct.localhost',
    theme: 'LIGHT',
    color: '#0A66C2',
    publicAccess: true,
    allowSignup: true,
    language: 'en',
    sport: 'climbing',
    topics: [
      'Bouldering basics',
      'Lead climbing technique',
      'Rope work & belaying',
      'Crimp strength',
      'Alpine approach',
      'Fingerboard routine',
      'Footwork drills',
      'Vía ferrata in the Pyrenees',
      'Crack climbing',
      'Mental game on the wall',
      'Rappelling safely',
      'Route reading',
      'Campus board power',
      'Ice climbing in Chamonix',
    ],
    tags: ['bouldering', 'rope', 'strength', 'technique', 'alpine', 'beginner', 'safety'],
    categories: ['Featured', 'Courses', 'Collections', 'Rentals & specials', 'Live & classes'],
    collections: ['Beginner path', 'Big walls', 'Our guides', 'Training plans'],
    trainerNames: ['Emma Walsh', 'Lucas Moreau', 'Núria Puig', 'Tom Becker', 'Aiko Tanaka'],
  },
  {
    clubId: 3,
    code: 'SPT',
    name: 'Sprint Padel Tour',
    domain: 'spt.localhost',
    theme: 'DARK',
    color: '#16A34A',
    publicAccess: true,
    allowSignup: false,
    language: 'es',
    sport: 'pádel',
    topics: [
      'Bandeja perfecta',
      'Víbora paso a paso',
      'Saque y resto',
      'Defensa en el cristal',
      'La volea de revés',
      'Táctica en pareja',
      'Globo ofensivo',
      'Remate por tres',
      'Chiquita y transición',
      'Partido comentado: final de Madrid',
      'Salida de pared',
      'Posición en la red',
      'Preparación física para pádel',
      'Estrategia de torneo',
    ],
    tags: ['bandeja', 'víbora', 'defensa', 'ataque', 'táctica', 'principiante', 'torneo'],
    categories: ['Lo mejor', 'Clases', 'Colecciones', 'Alquiler y especiales', 'Directos'],
    collections: ['Curso de iniciación', 'Golpes de ataque', 'Jugadores del Tour', 'Partidos'],
    trainerNames: ['Carlos Ruiz', 'Paula Sanz', 'Miguel Ángel Gil', 'Elena Vidal', 'Iker Etxeberria'],
  },
  {
    clubId: 4,
    code: 'FBT',
    name: 'Futbol Base TV',
    domain: 'fbt.localhost',
    theme: 'DARK',
    color: '#F59E0B',
    publicAccess: true,
    allowSignup: true,
    language: 'es',
    sport: 'fútbol',
    topics: [
      'Resumen de la jornada',
      'Jugadas a balón parado',
      'Entrenamiento de porteros',
      'Rondos de posesión',
      'Presión tras pérdida',
      'Goles de la semana',
      'Escuela de técnicos',
      'Final de la Copa Alevín',
      'Táctica 4-3-3',
      'Entrevista al capitán',
      'Calentamiento dinámico',
      'Juego aéreo',
      'Transiciones rápidas',
      'Derbi juvenil',
    ],
    tags: ['resumen', 'táctica', 'porteros', 'goles', 'cantera', 'entrevista', 'directo'],
    categories: ['Destacados', 'Partidos', 'Colecciones', 'Alquiler y especiales', 'Directos', 'Próximamente'],
    collections: ['Liga Cadete', 'Copa Alevín', 'Nuestros jugadores', 'Escuela de entrenadores'],
    trainerNames: [],
  },
  {
    clubId: 5,
    code: 'KNC',
    name: 'Kenpo Nippon Club',
    domain: 'knc.localhost',
    theme: 'LIGHT',
    color: '#7C3AED',
    publicAccess: false,
    allowSignup: true,
    language: 'en',
    sport: 'kenpo',
    topics: [
      'Kihon fundamentals',
      'Kata Heian Shodan',
      'Kumite drills',
      'Breathing & focus',
      'Self-defence combinations',
      'Belt exam preparation',
      'Stances and balance',
      'Blocking techniques',
      'Kobudō: bō staff',
      'Falling safely (ukemi)',
      'Speed and timing',
      'Dōjō etiquette',
      'Flexibility for kicks',
      'Sparring strategy',
    ],
    tags: ['kata', 'kumite', 'kihon', 'self-defence', 'beginner', 'advanced', 'exam'],
    categories: ['Featured', 'Curriculum', 'Collections', 'Rentals & specials', 'Live'],
    collections: ['White to yellow belt', 'Weapons', 'Senseis', 'Seminars'],
    trainerNames: [],
  },
  {
    clubId: 6,
    code: 'GPT',
    name: 'Grand Prix Teams',
    domain: 'gpt.localhost',
    theme: 'DARK',
    color: '#DC2626',
    publicAccess: true,
    allowSignup: false,
    language: 'en',
    sport: 'motorsport',
    topics: [
      'Monaco Grand Prix highlights',
      'Qualifying lap analysis',
      'Pit stop secrets',
      'Onboard at Suzuka',
      'Tyre strategy explained',
      'Rookie season diary',
      'Wet race masterclass',
      'Inside the garage',
      'Overtakes of the year',
      'Gran Premio de España',
      'Engineering the downforce',
      'Driver fitness',
      'Sprint race recap',
      'Night race in Singapore',
    ],
    tags: ['highlights', 'onboard', 'strategy', 'engineering', 'drivers', 'race', 'qualifying'],
    categories: ['Featured', 'Races', 'Collections', 'Rentals & specials', 'Live'],
    collections: ['Season review', 'Classic races', 'Driver profiles', 'Tech talks'],
    trainerNames: [],
  },
];

// each club's artwork is drawn in its own colours (openapi/fake/images.ts)
for (const c of CLUBS) registerClubColour(c.code, c.color);

const FBT_TEAMS = [
  { id: 401, name: 'Atlético Base' },
  { id: 402, name: 'Real Cantera' },
  { id: 403, name: 'CD Juvenil Norte' },
  { id: 404, name: 'UD Alevín Sur' },
];
const GPT_TEAMS = [
  { name: 'Scuderia Rossa', short: 'SRO' },
  { name: 'Silver Arrow Racing', short: 'SAR' },
  { name: 'Blue Bull Racing', short: 'BBR' },
  { name: 'Papaya Motorsport', short: 'PAP' },
  { name: 'Green Lion F1', short: 'GLF' },
  { name: 'Alpine Bleu', short: 'ALB' },
];

const LEVELS: Level[] = ['LOW', 'MEDIUM', 'HIGH'];
const es = (c: ClubDef) => c.language === 'es';

function description(c: ClubDef, title: string, rnd: () => number): string {
  const tips = es(c)
    ? ['Calentamiento de 10 minutos', 'Bloque principal guiado', 'Vuelta a la calma', 'Consejos del entrenador']
    : ['10-minute warm-up', 'Guided main block', 'Cool-down', "Coach's tips"];
  const n = 2 + Math.floor(rnd() * 3);
  return es(c)
    ? `<p><strong>${title}</strong>: una sesión de ${c.sport} pensada para mejorar paso a paso.</p><ul>${tips
        .slice(0, n)
        .map((t) => `<li>${t}</li>`)
        .join('')}</ul><p>Más información en <a href="https://example.com">nuestra web</a>.</p>`
    : `<p><strong>${title}</strong>: a ${c.sport} session designed to improve step by step.</p><ul>${tips
        .slice(0, n)
        .map((t) => `<li>${t}</li>`)
        .join('')}</ul><p>More on <a href="https://example.com">our website</a>.</p>`;
}

function ad(id: number, location: string, type: 'IMAGE' | 'SCRIPT', title: string): S['Advertisement'] {
  return type === 'IMAGE'
    ? {
        id,
        title,
        description: null,
        location,
        type,
        redirect: 'https://example.com/sponsor',
        script: null,
        image: img('banner', `ad-${id}`, title),
      }
    : {
        id,
        title,
        description: null,
        location,
        type,
        redirect: null,
        script: `<div class="fake-ad" data-ad="${id}" style="padding:16px;background:#222;color:#fff;text-align:center">${title}</div><script>window.__fakeAdLoaded = (window.__fakeAdLoaded || 0) + 1;</script>`,
        image: null,
      };
}

function buildClub(c: ClubDef): ClubRec {
  const code = c.code;
  const logo = (variant: string): Img => img('logo', `${code.toLowerCase()}-${variant}`, c.name);
  const square = (variant: string): Img => img('square', `${code.toLowerCase()}-${variant}`, code);
  const onlyDark = code === 'KNC';
  const menu: S['ClubMenuItem'][] = [
    { id: c.clubId * 10 + 1, name: es(c) ? 'Inicio' : 'Home', url: '/', openTarget: '_self', position: 1 },
    {
      id: c.clubId * 10 + 2,
      name: es(c) ? 'Revista' : 'Magazine',
      url: '/magazine',
      openTarget: '_self',
      position: 2,
    },
    {
      id: c.clubId * 10 + 3,
      name: es(c) ? 'Tienda oficial' : 'Official shop',
      url: 'https://example.com/shop',
      openTarget: '_blank',
      position: 3,
    },
  ];
  const club: S['Club'] = {
    clubId: c.clubId,
    name: c.name,
    companyCode: code,
    domain: c.domain,
    language: c.language,
    isPublicAccess: c.publicAccess,
    clubMenuList: c.clubId % 2 === 0 ? menu : menu.slice(1),
    imageLight: onlyDark ? null : logo('light'),
    imageDark: logo('dark'),
    imageSquareLight: onlyDark ? null : square('light'),
    imageSquareDark: onlyDark ? null : square('dark'),
    clubTheme: c.theme,
    primaryColor: c.color,
    fontFamilyBase: code === 'MCT' ? 'Merriweather' : null,
    fontFamilyText: code === 'MCT' ? 'Inter' : null,
    showTitlesOnTrainerThumbnail: code !== 'SPT' && code !== 'FBT',
    showAddedRecentlyCategory: code !== 'KNC',
    showTitlesOnCollectionThumbnail: code !== 'FBT' && c.clubId % 2 === 1,
    showTitlesOnPanoramic: code !== 'FBT',
    showTitlesOnNewThumbnail: code !== 'FBT' && code !== 'GPT',
    showTitlesOnProductThumbnail: code !== 'FBT',
    stripePublicKey: code === 'SPT' ? null : `pk_test_fake_${code}`,
    stripeConnectedAccount: code === 'SPT' ? null : `acct_fake_${code}`,
    externalSubscription: code === 'KNC' ? 'https://example.com/subscribe' : null,
    externalPaymentMethods: code === 'KNC' ? 'https://example.com/payment-methods' : null,
    externalSignup: code === 'KNC' ? 'https://example.com/register' : null,
    allowSignup: c.allowSignup,
    loginAdvertisement: code === 'FBT' ? ad(4901, 'LOGIN', 'IMAGE', 'Patrocinador oficial') : null,
    footerAdvertisement: code === 'FBT' ? ad(4902, 'FOOTER', 'IMAGE', 'Equipaciones Base') : null,
    seoTitle: `${c.name} | ${es(c) ? 'Vídeos y directos' : 'Videos and live events'}`,
    seoDescription: es(c)
      ? `Todo el contenido de ${c.name}: clases, directos y noticias.`
      : `All of ${c.name}: classes, live events and news.`,
    favicon: { url: `${BASE}/favicon/${code.toLowerCase()}.svg` },
    googleAnalyticsId: code === 'TTT' ? 'G-TTTDEMO01' : null,
  };
  return { club, companyCode: code, domain: c.domain };
}

function buildUsers(c: ClubDef, gptTeamIds: number[]): UserRec[] {
  const base = c.clubId * 100;
  const u = (n: number, email: string, extra: Partial<UserRec>): UserRec => ({
    id: base + n,
    clubId: c.clubId,
    email,
    password: DEMO_PASSWORD,
    firstName: null,
    lastName: null,
    phone: null,
    address: null,
    city: null,
    postalCode: null,
    country: 'ES',
    birthdate: '1990-05-17',
    gender: 'female',
    language: c.language,
    roles: ['USER'],
    favoriteTeamIds: [],
    ...extra,
  });
  return [
    u(1, 'member@demo.club', {
      firstName: 'María José',
      lastName: 'García Núñez',
      phone: '+34 600 123 456',
      address: 'Calle Mayor 12, 3º B',
      city: 'Madrid',
      postalCode: '28013',
      country: 'ES',
      birthdate: '1988-03-21',
      gender: 'female',
      language: 'es',
      favoriteTeamIds: gptTeamIds.slice(0, 2),
    }),
    u(2, 'free@demo.club', { firstName: 'Pablo', lastName: 'Free', gender: 'male', birthdate: '1995-11-02' }),
    u(3, 'special@demo.club', {
      firstName: 'Sara',
      lastName: 'Special',
      roles: ['SPECIAL'],
      gender: 'do_not_say',
      favoriteTeamIds: gptTeamIds.slice(2, 3),
    }),
    u(4, 'incomplete@demo.club', {
      firstName: 'Iván',
      lastName: 'Incompleto',
      country: null,
      birthdate: null,
      gender: null,
    }),
    u(5, 'trial@demo.club', { firstName: 'Tina', lastName: 'Trial', country: 'GB', language: 'en' }),
    u(6, 'cancelled@demo.club', { firstName: 'Carlos', lastName: 'Cancelled', gender: 'male' }),
    u(7, 'payment@demo.club', { firstName: 'Paula', lastName: 'Payment' }),
  ];
}

function buildPlans(c: ClubDef): Array<S['Plan'] & { clubId: number }> {
  const p = (
    n: number,
    name: string,
    interval: S['PlanInterval'],
    price: number,
    extra: Partial<S['Plan']> = {},
  ): S['Plan'] & { clubId: number } => ({
    clubId: c.clubId,
    id: c.clubId * 10 + n,
    name,
    active: true,
    description: es(c) ? `Acceso completo a ${c.name}.` : `Full access to ${c.name}.`,
    currency: 'EUR',
    price,
    interval,
    extendable: interval !== 'LIFE',
    stripePlanId: interval === 'LIFE' ? null : `price_fake_${c.code.toLowerCase()}_${interval.toLowerCase()}`,
    trialDays: 0,
    ...extra,
  });
  if (c.clubId === 1)
    return [
      p(1, 'Pase de día', 'DAY', 1.99),
      p(2, 'Semanal', 'WEEK', 4.99),
      p(3, 'Mensual', 'MONTH', 9.99, { trialDays: 7 }),
      p(4, 'Anual', 'YEAR', 89.99),
      p(5, 'Para siempre', 'LIFE', 199),
    ];
  if (c.clubId === 2) return [p(1, 'Monthly', 'MONTH', 12), p(2, 'Yearly', 'YEAR', 120)];
  return [
    p(1, es(c) ? 'Mensual' : 'Monthly', 'MONTH', 7.5, c.code === 'KNC' ? { trialDays: 14 } : {}),
    p(2, es(c) ? 'Anual' : 'Yearly', 'YEAR', 75, c.code === 'GPT' ? { currency: 'USD' } : {}),
    p(3, es(c) ? 'Semanal' : 'Weekly', 'WEEK', 2.99),
  ];
}

/** The plan id of the member's MONTH subscription in a club. */
export const memberPlanId = (clubId: number) => (clubId === 1 ? 13 : clubId * 10 + 1);

/**
 * `clock` reads the time when a request asks: live schedules are kept relative to it (an event "starts in 2 hours"
 * whenever it is looked at), so nothing depends on how long ago the fake started or how long a test run takes.
 */
export function createSeed(now: number, clock: () => number = () => now): Seed {
  const seed: Seed = {
    clubs: [],
    users: [],
    products: [],
    collections: [],
    categories: [],
    teams: [],
    trainers: [],
    templates: [],
    news: [],
    slides: [],
    plans: [],
    cards: new Map(),
    defaultCard: new Map(),
    subscriptions: new Map(),
    favorites: new Map(),
    votes: new Map(),
    meetings: [],
  };
  let subId = 1;

  for (const c of CLUBS) {
    const rnd = mulberry32(c.clubId * 7919);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    seed.clubs.push(buildClub(c));
    const plans = buildPlans(c);
    seed.plans.push(...plans);

    // Teams (GPT) and team badges (FBT, GPT)
    const teams: TeamRec[] = [];
    if (c.code === 'GPT') {
      GPT_TEAMS.forEach((t, i) => {
        const id = c.clubId * 100 + i + 1;
        teams.push({
          id,
          clubId: c.clubId,
          name: t.name,
          shortName: t.short,
          image: img('team', `gpt-${t.short.toLowerCase()}`, t.short),
          jerseyHome: img('team', `gpt-${t.short.toLowerCase()}-home`, `${t.short} home`),
          jerseyAway: img('team', `gpt-${t.short.toLowerCase()}-away`, `${t.short} away`),
          sections: [],
        });
      });
    }
    const badges: S['TeamBadge'][] =
      c.code === 'FBT'
        ? FBT_TEAMS.map((t) => ({ id: t.id, name: t.name, image: img('team', `fbt-${t.id}`, t.name) }))
        : teams.map((t) => ({ id: t.id, name: t.name, image: t.image }));

    // Products
    const pid = (n: number) => productId(c.clubId, n);
    const products: ProductRec[] = [];
    for (let n = 1; n <= LAST_PRODUCT_INDEX; n++) {
      const topic = c.topics[(n - 1) % c.topics.length] as string;
      const part = Math.floor((n - 1) / c.topics.length) + 1;
      const title = topic;
      const subtitle: string | null = part > 1 ? (es(c) ? `Parte ${part}` : `Part ${part}`) : null;
      const tagCount = 1 + Math.floor(rnd() * 3);
      const tags = Array.from(new Set(Array.from({ length: tagCount }, () => pick(c.tags))));
      const p: ProductRec = {
        id: pid(n),
        clubId: c.clubId,
        title,
        subtitle,
        description: null,
        thumbnail: img('product', `${c.code.toLowerCase()}-${n}`, poster(c, title)),
        thumbnailPortrait: img('portrait', `${c.code.toLowerCase()}-${n}`, poster(c, title)),
        image: img('banner', `${c.code.toLowerCase()}-${n}`),
        imagePortrait: n % 5 === 0 ? null : img('portrait', `${c.code.toLowerCase()}-${n}-big`),
        video: media(n >= FIRST_LONG_VOD_INDEX ? 'long' : 'vod'),
        trailer: n % 3 === 0 || n <= 5 ? media('trailer') : null,
        transcodingId: null,
        tags,
        level: pick(LEVELS),
        physicalLevel: pick(LEVELS),
        technicalLevel: n % 4 === 0 ? null : pick(LEVELS),
        mentalLevel: n % 6 === 0 ? null : pick(LEVELS),
        price: null,
        liveSchedule: null,
        homeTeam: null,
        awayTeam: null,
        free: false,
        inPlan: true,
        related: [],
        advertising: null,
        addedAt: n,
      };
      const I = PRODUCT_INDEX;
      if (n === I.liveNow || n === I.liveSoon || n === I.liveEnded) {
        const start = n === I.liveNow ? now - HOUR : n === I.liveSoon ? now + 2 * HOUR : now - DAY - 2 * HOUR;
        p.title = es(c) ? `Directo: ${topic}` : `Live: ${topic}`;
        p.subtitle =
          n === I.liveNow
            ? es(c)
              ? 'En directo ahora'
              : 'Live now'
            : n === I.liveSoon
              ? es(c)
                ? 'Empieza en 2 horas'
                : 'Starts in 2 hours'
              : es(c)
                ? 'Emitido ayer'
                : 'Aired yesterday';
        const startIn = start - now;
        const endIn = startIn + 2 * HOUR + (n === I.liveNow ? HOUR : 0);
        Object.defineProperty(p, 'liveSchedule', {
          enumerable: true,
          get: () => {
            const at = Math.floor(clock() / 1000) * 1000;
            return { start: iso(at + startIn), end: iso(at + endIn) };
          },
        });
        // an event that ended plays its recording; the others the live stream (on air now, or once it starts)
        p.video = media(n === I.liveEnded ? 'long' : 'live');
        p.tags = Array.from(new Set([...p.tags, es(c) ? 'directo' : 'live']));
      } else if (n === I.rental399 || n === I.rental150) {
        p.title = es(c) ? `Estreno: ${topic}` : `Premiere: ${topic}`;
        p.price = { amount: n === I.rental399 ? 3.99 : 1.5, currency: 'EUR' };
        p.inPlan = false;
      } else if (n === I.transcoding) {
        p.video = null;
        p.transcodingId = `tr_${c.code.toLowerCase()}_${n}`;
        p.subtitle = es(c) ? 'Procesando vídeo' : 'Processing video';
      } else if (n === I.noVideoInPlan) {
        p.video = null;
        p.subtitle = es(c) ? 'Próximamente' : 'Coming soon';
      } else if (n === I.noVideoOutsidePlan) {
        p.video = null;
        p.inPlan = false;
        p.subtitle = es(c) ? 'Contenido exclusivo' : 'Exclusive content';
      } else if (n === I.free) {
        p.free = true;
        p.title = es(c) ? `Gratis: ${topic}` : `Free: ${topic}`;
      } else if (n === I.longTitle) {
        p.title = es(c)
          ? `Un título extraordinariamente largo sobre ${topic.toLowerCase()} para comprobar que las miniaturas, los encabezados y el reproductor recortan bien el texto sin romper el diseño`
          : `An extraordinarily long title about ${topic.toLowerCase()} to check that thumbnails, headings and the player truncate the text properly without breaking the layout`;
      } else if (n === I.emojiTitle) {
        p.title = `${topic} 🔥💪`;
      } else if (n === I.slashTitle) {
        p.title = es(c) ? `Ida/Vuelta: ${topic} 1/2` : `Home/Away: ${topic} 1/2`;
      } else if (n === I.unsafeDescription) {
        p.title = es(c) ? `Sesión con descripción peligrosa` : `Session with an unsafe description`;
      }
      const slug = `${c.code.toLowerCase()}-${n}`;
      p.thumbnail = img('product', slug, poster(c, p.title));
      p.thumbnailPortrait = img('portrait', slug, poster(c, p.title));
      p.image = img('banner', slug);
      p.imagePortrait = n % 5 === 0 ? null : img('portrait', `${slug}-big`);
      p.description =
        n === I.unsafeDescription
          ? `<p>Descripción con contenido que el saneador debe limpiar.</p><script>window.__xss = 1; alert('xss')</script><img src="x" onerror="window.__xss = 2; alert('xss')"><p onclick="alert(1)">Texto <em>seguro</em>.</p>`
          : description(c, p.title, rnd);
      if (badges.length > 0 && (n % 3 === 1 || n === I.liveNow || n === I.liveSoon)) {
        const h = (n + c.clubId) % badges.length;
        p.homeTeam = badges[h] ?? null;
        p.awayTeam = badges[(h + 1) % badges.length] ?? null;
      }
      products.push(p);
    }
    for (const p of products) {
      const n = p.id % 1000;
      p.related = [1, 2, 3, 4]
        .map((k) => pid(((n + k * 7) % LAST_PRODUCT_INDEX) + 1))
        .filter((id) => id !== p.id)
        .slice(0, 4);
    }
    if (c.code === 'FBT') {
      const p14 = products.find((p) => p.id === pid(14));
      if (p14) p14.advertising = ad(4905, 'PRODUCT', 'IMAGE', 'Oferta del patrocinador');
    }
    seed.products.push(...products);

    // Collections
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => pid(a + i));
    const collectionProducts = [
      [...range(14, 19), pid(38)],
      [...range(24, 27), pid(39), pid(40)],
      range(28, 31),
      range(32, 36),
    ];
    const collections: CollectionRec[] = c.collections.map((title, i) => ({
      id: c.clubId * 100 + 50 + i + 1,
      clubId: c.clubId,
      title,
      subtitle:
        i === 2
          ? es(c)
            ? 'Conoce al equipo'
            : 'Meet the team'
          : es(c)
            ? `${c.sport} a fondo`
            : `All about ${c.sport}`,
      description: es(c)
        ? `<p>Colección <strong>${title}</strong> con lo mejor de ${c.name}.</p>`
        : `<p>The <strong>${title}</strong> collection with the best of ${c.name}.</p>`,
      type: i === 2 ? 'PERSONAL' : 'PRODUCT',
      thumbnail: img('portrait', `${c.code.toLowerCase()}-col-${i + 1}`),
      image: img('banner', `${c.code.toLowerCase()}-col-${i + 1}`),
      productIds: collectionProducts[i] ?? [],
      teamIds: c.code === 'GPT' ? teams.slice(i, i + 3).map((t) => t.id) : [],
      advertising: c.code === 'FBT' && i === 0 ? ad(4904, 'COLLECTION', 'IMAGE', 'Patrocinador de la liga') : null,
    }));
    seed.collections.push(...collections);
    const colIds = collections.map((x) => x.id);

    // Categories
    const categoryContent: Array<[number[], number[]]> = [
      [range(14, 23), []],
      [range(24, 31), colIds.slice(0, 2)],
      [[], colIds.slice(1, 4)],
      [[pid(4), pid(5), pid(6), pid(7), pid(8), pid(9), pid(13)], []],
      [[pid(1), pid(2), pid(3), pid(10), pid(11), pid(12), ...range(32, 37)], []],
      [[], []],
    ];
    c.categories.forEach((name, i) => {
      const [productIds, collectionIds] = categoryContent[i] ?? [[], []];
      seed.categories.push({
        id: c.clubId * 100 + i + 1,
        clubId: c.clubId,
        name,
        productIds,
        collectionIds,
        advertising:
          c.code === 'FBT' && i === 0
            ? ad(4906, 'CATEGORY', 'SCRIPT', 'Publicidad de la categoría')
            : c.code === 'FBT' && i === 1
              ? ad(4903, 'CATEGORY', 'IMAGE', 'Entradas para el derbi')
              : null,
      } satisfies CategoryRec);
    });

    // Team sections (GPT)
    teams.forEach((t, i) => {
      const sectionNames = ['Highlights', 'Onboard', 'Interviews'].slice(0, 2 + (i % 2));
      t.sections = sectionNames.map((name, k) => ({
        id: t.id * 10 + k + 1,
        name,
        productIds: range(14 + ((i * 3 + k * 4) % 20), 17 + ((i * 3 + k * 4) % 20)),
        collectionIds: colIds.slice(k % 2, (k % 2) + 2),
      }));
    });
    seed.teams.push(...teams);

    // Users, cards, subscriptions
    const users = buildUsers(
      c,
      teams.map((t) => t.id),
    );
    seed.users.push(...users);
    const byEmail = (e: string) => users.find((x) => x.email === e) as UserRec;
    const card = (brand: string, last4: string, uid: number, expYear = 2030): CardRec => ({
      cardId: `pm_fake_${brand}_${last4}_${uid}`,
      cardBrand: brand,
      last4,
      expMonth: 1 + (uid % 12),
      expYear,
    });
    const member = byEmail('member@demo.club');
    const trial = byEmail('trial@demo.club');
    const cancelled = byEmail('cancelled@demo.club');
    const payment = byEmail('payment@demo.club');
    const memberCards = [card('visa', '4242', member.id), card('mastercard', '4444', member.id, 2028)];
    seed.cards.set(member.id, memberCards);
    seed.defaultCard.set(member.id, memberCards[0]!.cardId);
    for (const [user, brand, last4] of [
      [trial, 'visa', '4242'],
      [cancelled, 'amex', '0005'],
      [payment, 'visa', '0341'],
    ] as const) {
      const cr = card(brand, last4, user.id);
      seed.cards.set(user.id, [cr]);
      seed.defaultCard.set(user.id, cr.cardId);
    }
    const planId = memberPlanId(c.clubId);
    const plan = plans.find((p) => p.id === planId)!;
    const sub = (user: UserRec, extra: Partial<SubscriptionRec>): SubscriptionRec => ({
      subscriptionId: subId++,
      userId: user.id,
      planId,
      status: 'ACTIVE',
      price: plan.price ?? 0,
      discount: null,
      couponName: null,
      startDate: iso(now - 40 * DAY),
      endDate: null,
      trialingDateEnd: null,
      nextDayPayment: iso(now + 20 * DAY),
      clientSecret: null,
      cardId: seed.defaultCard.get(user.id) ?? null,
      ...extra,
    });
    seed.subscriptions.set(member.id, sub(member, {}));
    seed.subscriptions.set(
      trial.id,
      sub(trial, {
        status: 'TRIALING',
        startDate: iso(now - 2 * DAY),
        trialingDateEnd: iso(now + 5 * DAY),
        nextDayPayment: iso(now + 5 * DAY),
      }),
    );
    seed.subscriptions.set(
      cancelled.id,
      sub(cancelled, {
        startDate: iso(now - 70 * DAY),
        endDate: iso(now + 10 * DAY),
        nextDayPayment: iso(now + 10 * DAY),
      }),
    );
    seed.subscriptions.set(
      payment.id,
      sub(payment, {
        status: 'INCOMPLETE',
        startDate: iso(now - DAY),
        nextDayPayment: null,
        clientSecret: `pi_fake_${payment.id}_secret_3ds`,
      }),
    );
    seed.favorites.set(member.id, new Set([pid(14), pid(24), pid(1)]));
    seed.votes.set(
      member.id,
      new Map([
        [pid(14), 1 as const],
        [pid(15), -1 as const],
      ]),
    );

    // Trainers and templates
    c.trainerNames.forEach((name, i) => {
      const id = c.clubId * 10 + i + 1;
      const templateIds: number[] = [];
      if (i !== 4) {
        const cats = es(c) ? ['Sesión individual', 'Valoración inicial'] : ['Private session', 'Assessment'];
        cats.forEach((cat, k) => {
          const tid = c.clubId * 100 + i * 2 + k + 1;
          templateIds.push(tid);
          seed.templates.push({
            id: tid,
            clubId: c.clubId,
            trainerId: id,
            templateName: `${cat} · ${name.split(' ')[0]}`,
            category: cat,
            level: LEVELS[(i + k) % 3] as Level,
            price: k === 0 ? 25 : 0,
            description: es(c) ? `${cat} de 60 minutos con ${name}.` : `60-minute ${cat.toLowerCase()} with ${name}.`,
            extraDescription: k === 0 ? (es(c) ? 'Incluye plan personalizado.' : 'Includes a personal plan.') : null,
            image: img('square', `${c.code.toLowerCase()}-tpl-${tid}`, cat),
            maxParticipants: k === 0 ? 2 : 1,
            durationMin: 60,
          } satisfies TemplateRec);
        });
      }
      seed.trainers.push({
        id,
        clubId: c.clubId,
        name,
        description: es(c)
          ? `<p>${name} es entrenador/a de ${c.sport} con más de ${5 + i * 2} años de experiencia.</p>`
          : `<p>${name} is a ${c.sport} coach with more than ${5 + i * 2} years of experience.</p>`,
        email: `${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z ]/g, '')
          .replace(/ +/g, '.')}@demo.club`,
        image: img('portrait', `${c.code.toLowerCase()}-trainer-${id}`),
        thumbnail: img('avatar', `${c.code.toLowerCase()}-trainer-${id}`, name),
        productIds: i === 3 ? [] : range(14 + i * 3, 16 + i * 3),
        templateIds,
        groupPrice: i % 2 === 0 ? 0 : 10,
        groupCategory: es(c) ? 'Clase en grupo' : 'Group class',
      } satisfies TrainerRec);
    });

    // Bookings of the member (clubs with trainers)
    const firstTrainer = seed.trainers.find((t) => t.clubId === c.clubId);
    if (firstTrainer && (c.code === 'TTT' || c.code === 'MCT')) {
      const day0 = Math.floor(now / DAY) * DAY;
      const mk = (id: number, dayOffset: number, hour: number, withUrl: boolean): MeetingRec => ({
        meetingId: id,
        userId: member.id,
        clubId: c.clubId,
        trainerId: firstTrainer.id,
        start: iso(day0 + dayOffset * DAY + hour * HOUR),
        end: iso(day0 + dayOffset * DAY + (hour + 1) * HOUR),
        category: firstTrainer.groupCategory,
        image: img('square', `${c.code.toLowerCase()}-meeting-${id}`, firstTrainer.groupCategory),
        url: withUrl ? `${BASE}/meet/${c.code.toLowerCase()}-demo-${id}` : null,
        price: 0,
        description: es(c) ? 'Sesión reservada de demostración.' : 'Demo booked session.',
        extraDescription: null,
        participants: 2,
        maxParticipants: 8,
      });
      seed.meetings.push(
        mk(c.clubId * 1000 + 1, 1, 17, true),
        mk(c.clubId * 1000 + 2, 3, 18, true),
        mk(c.clubId * 1000 + 3, 3, 19, false),
      );
    }

    // News
    for (let i = 1; i <= 12; i++) {
      const topic = c.topics[(i * 5) % c.topics.length] as string;
      const title = es(c) ? `Noticia ${i}: ${topic}` : `News ${i}: ${topic}`;
      seed.news.push({
        id: c.clubId * 100 + i,
        clubId: c.clubId,
        title,
        description: es(c)
          ? `<p>${c.name} publica <strong>${topic.toLowerCase()}</strong>.</p><p>Crónica, fotos y declaraciones del equipo técnico.</p>`
          : `<p>${c.name} presents <strong>${topic.toLowerCase()}</strong>.</p><p>Report, photos and quotes from the staff.</p>`,
        image: img('news', `${c.code.toLowerCase()}-news-${i}`, poster(c, title)),
        video: i % 3 === 1 ? media('vod') : null,
        publicationDate: iso(now - (i - 1) * DAY - i * HOUR),
      } satisfies NewsRec);
    }

    // Slides
    const slides: SlideRec[] = [
      {
        id: c.clubId * 10 + 1,
        clubId: c.clubId,
        title: c.name,
        subtitle: es(c) ? 'Bienvenido a tu club' : 'Welcome to your club',
        image: img('banner', `${c.code.toLowerCase()}-slide-1`),
        imagePortrait: img('portrait', `${c.code.toLowerCase()}-slide-1`),
        externalUrl: null,
        videoUrl: null,
      },
      {
        id: c.clubId * 10 + 2,
        clubId: c.clubId,
        title: es(c) ? 'Tráiler de la temporada' : 'Season trailer',
        subtitle: null,
        image: img('banner', `${c.code.toLowerCase()}-slide-2`),
        imagePortrait: null,
        externalUrl: null,
        videoUrl: `${BASE}/media/trailer/master.m3u8`,
      },
      {
        id: c.clubId * 10 + 3,
        clubId: c.clubId,
        title: es(c) ? 'Visita nuestra tienda' : 'Visit our shop',
        subtitle: es(c) ? 'Material oficial' : 'Official gear',
        image: img('banner', `${c.code.toLowerCase()}-slide-3`),
        imagePortrait: img('portrait', `${c.code.toLowerCase()}-slide-3`),
        externalUrl: 'https://example.com/shop',
        videoUrl: null,
      },
    ];
    if (c.clubId % 2 === 0)
      slides.push({
        id: c.clubId * 10 + 4,
        clubId: c.clubId,
        title: null,
        subtitle: null,
        image: img('banner', `${c.code.toLowerCase()}-slide-4`),
        imagePortrait: null,
        externalUrl: null,
        videoUrl: null,
      });
    seed.slides.push(...slides);
  }
  return seed;
}

export const CLUB_SUMMARY = CLUBS.map((c) => ({
  clubId: c.clubId,
  companyCode: c.code,
  name: c.name,
  domain: c.domain,
  isPublicAccess: c.publicAccess,
}));
