// One handler per contract operation (keyed by operationId). Handlers are pure functions of the state and the
// request context; the server does routing, validation, auth and serialization.
import { DAY, HOUR } from './seed';
import { iso, type FakeState, type Viewer } from './state';
import { BASE, type ClubRec, type MeetingRec, type S, type TemplateRec, type UserRec } from './types';

export interface Ctx {
  state: FakeState;
  club: ClubRec;
  user: UserRec | null;
  token: string | null;
  params: Record<string, string>;
  query: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  now: number;
}
export interface Result {
  status: number;
  body?: unknown;
}
export type Handler = (ctx: Ctx) => Result;

export const ok = (body: unknown, status = 200): Result => ({ status, body });
export const err = (status: number, message: string, code?: string): Result => ({
  status,
  body: code ? { message, code, status } : { message, status },
});
const notFound = (what: string) => err(404, `${what} not found`, 'NOT_FOUND');

const viewer = (ctx: Ctx): Viewer => ({ club: ctx.club, user: ctx.user });
const clubId = (ctx: Ctx) => ctx.club.club.clubId;
const intParam = (ctx: Ctx, name = 'id') => Number(ctx.params[name]);
/** Handlers of secured operations run only with a user (the server guarantees it). */
const me = (ctx: Ctx): UserRec => ctx.user as UserRec;

export const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const SIGNUP_COMPANIES = ['FBT', 'KNC', 'MCT', 'TTT'];
const TRAINER_COMPANIES = ['TTT', 'MCT', 'SPT'];
const DEVICE_LIMIT = 3;
const DEVICE_WINDOW_MS = 30_000;
const TV_CODE_TTL_MS = 10 * 60_000;

const COUPONS: Record<string, S['Coupon']> = {
  WELCOME10: {
    id: 'coupon_welcome10',
    name: 'WELCOME10',
    valid: true,
    percentOff: 10,
    amountOff: null,
    currency: null,
  },
  FIVEOFF: { id: 'coupon_fiveoff', name: 'FIVEOFF', valid: true, percentOff: null, amountOff: 5, currency: 'EUR' },
  OLDPROMO: { id: 'coupon_oldpromo', name: 'OLDPROMO', valid: false, percentOff: 20, amountOff: null, currency: null },
};

function templateOut(t: TemplateRec): S['Template'] {
  return {
    id: t.id,
    templateName: t.templateName,
    category: { name: t.category },
    level: t.level,
    price: t.price,
    description: t.description,
    extraDescription: t.extraDescription,
    image: t.image,
    maxParticipants: t.maxParticipants,
  };
}

function trainerOut(ctx: Ctx, id: number): S['Trainer'] | undefined {
  const t = ctx.state.seed.trainers.find((x) => x.id === id && x.clubId === clubId(ctx));
  if (!t) return undefined;
  const templates = ctx.state.seed.templates.filter((x) => x.trainerId === t.id);
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    email: t.email,
    image: t.image,
    thumbnail: t.thumbnail,
    templateIdList: t.templateIds,
    productIdList: t.productIds,
    templates: templates.map(templateOut),
  };
}

function meetingOut(m: MeetingRec): S['Meeting'] {
  return {
    meetingId: m.meetingId,
    start: m.start,
    end: m.end,
    category: { name: m.category },
    image: m.image,
    url: m.url,
    price: m.price,
    description: m.description,
    extraDescription: m.extraDescription,
    participants: m.participants,
    maxParticipants: m.maxParticipants,
    trainerId: m.trainerId,
  };
}

const dayNumber = (ms: number) => Math.floor(ms / DAY);
/** Group meeting ids encode trainer and day: trainerId * 100000 + day number since the epoch. */
const groupMeetingId = (trainerId: number, day: number) => trainerId * 100000 + day;
const GROUP_HOUR = 18;
const INDIVIDUAL_HOURS = [9, 10, 12, 16];

/** Deterministic availability of a trainer on a day (UTC), ignoring the current time. */
function trainerDay(ctx: Ctx, trainerId: number, day: number): S['AvailabilityPart'][] {
  const date = new Date(day * DAY);
  const weekday = date.getUTCDay();
  if (weekday === 0) return [];
  if ((date.getUTCDate() + trainerId) % 7 === 0) return [];
  const t = ctx.state.seed.trainers.find((x) => x.id === trainerId);
  if (!t) return [];
  const parts: S['AvailabilityPart'][] = [];
  const booked = new Set(
    ctx.state.seed.meetings.filter((m) => m.trainerId === trainerId).map((m) => Date.parse(m.start)),
  );
  if (t.templateIds.length > 0) {
    for (const h of INDIVIDUAL_HOURS) {
      if ((h + day + trainerId) % 3 === 0) continue;
      const start = day * DAY + h * HOUR;
      if (booked.has(start)) continue;
      parts.push({ start: iso(start), end: iso(start + HOUR), meeting: null });
    }
  }
  if (weekday !== 6) {
    const start = day * DAY + GROUP_HOUR * HOUR;
    const id = groupMeetingId(trainerId, day);
    parts.push({
      start: iso(start),
      end: iso(start + HOUR),
      meeting: {
        meetingId: id,
        start: iso(start),
        end: iso(start + HOUR),
        category: { name: t.groupCategory },
        image: t.thumbnail,
        url: null,
        price: t.groupPrice,
        description: `${t.groupCategory} · ${t.name}`,
        extraDescription: null,
        participants: 1 + ((day + trainerId) % 4) + (ctx.state.groupParticipants.get(id) ?? 0),
        maxParticipants: 9,
        trainerId,
      },
    });
  }
  return parts.filter((p) => Date.parse(p.start) > ctx.now);
}

function homeOf(ctx: Ctx): S['HomeResponse'] {
  const v = viewer(ctx);
  const s = ctx.state;
  const products = s.seed.products.filter((p) => p.clubId === clubId(ctx));
  const categories = s.seed.categories.filter((c) => c.clubId === clubId(ctx));
  const live = products.filter((p) => p.liveSchedule && Date.parse(p.liveSchedule.end) > ctx.now);
  const recents = [...products]
    .filter((p) => !p.liveSchedule)
    .sort((a, b) => b.addedAt - a.addedAt)
    .slice(0, 10);
  const favIds = ctx.user ? [...(s.seed.favorites.get(ctx.user.id) ?? [])] : [];
  return {
    categoryList: categories
      .filter((c) => c.productIds.length + c.collectionIds.length > 0 || ctx.club.companyCode === 'FBT')
      .map((c) => ({
        id: c.id,
        name: c.name,
        productList: s.productsOf(c.productIds, v),
        collectionList: s.collectionsOf(c.collectionIds),
        advertising: c.advertising,
      })),
    live: live.length ? { productList: live.map((p) => s.toProduct(p, v)) } : null,
    recents: ctx.club.club.showAddedRecentlyCategory ? { productList: recents.map((p) => s.toProduct(p, v)) } : null,
    favorites: favIds.length ? { productList: s.productsOf(favIds, v) } : null,
  };
}

function requireGpt(ctx: Ctx): Result | null {
  return ctx.club.companyCode === 'GPT' ? null : err(404, 'Teams are not available in this club', 'NOT_FOUND');
}
function requireTrainers(ctx: Ctx): Result | null {
  return TRAINER_COMPANIES.includes(ctx.club.companyCode)
    ? null
    : err(404, 'Trainers are not available in this club', 'NOT_FOUND');
}

function newSubscriptionStatus(
  ctx: Ctx,
  paymentMethodId: string,
  plan: S['Plan'],
): { status: S['SubscriptionStatus']; clientSecret: string | null } {
  const card = ctx.state.cards(me(ctx).id).find((c) => c.cardId === paymentMethodId);
  if (/fail/i.test(paymentMethodId)) return { status: 'ERROR', clientSecret: null };
  if (/3ds/i.test(paymentMethodId) || card?.last4 === '0341')
    return { status: 'INCOMPLETE', clientSecret: `pi_${ctx.state.next()}_secret_3ds_${ctx.state.randomId(8)}` };
  if ((plan.trialDays ?? 0) > 0) return { status: 'TRIALING', clientSecret: null };
  return { status: 'ACTIVE', clientSecret: null };
}

function intervalMs(interval: S['PlanInterval'] | undefined): number | null {
  switch (interval) {
    case 'DAY':
      return DAY;
    case 'WEEK':
      return 7 * DAY;
    case 'MONTH':
      return 30 * DAY;
    case 'YEAR':
      return 365 * DAY;
    default:
      return null;
  }
}

export const handlers: Record<string, Handler> = {
  // ---- Auth ---------------------------------------------------------------------------------------------------
  login(ctx) {
    const { email, password } = ctx.body as S['LoginRequest'];
    const user = ctx.state.userByEmail(clubId(ctx), email);
    if (!user || user.password !== password)
      return err(401, 'The email and password do not match', 'INVALID_CREDENTIALS');
    const token = ctx.state.issueToken(user);
    const u = ctx.state.toUser(user);
    return ok({ token, language: user.language, user: u, spdTeamUserFavoritesList: u.spdTeamUserFavoritesList ?? [] });
  },
  forgottenPassword() {
    return ok({ ok: true, message: 'If the email is registered, a reset link is on its way.' });
  },
  resetPassword(ctx) {
    const { token, password } = ctx.body as S['ResetPasswordRequest'];
    if (!/^reset-.+/.test(token)) return err(400, 'The reset link is not valid or has expired', 'INVALID_TOKEN');
    const user = ctx.state.userByEmail(clubId(ctx), token.slice('reset-'.length));
    if (user) user.password = password;
    return ok({ ok: true });
  },
  register(ctx) {
    const b = ctx.body as S['RegisterRequest'];
    const club = ctx.club;
    if (!SIGNUP_COMPANIES.includes(club.companyCode) || !club.club.allowSignup)
      return err(400, 'Signup is not available in this club', 'SIGNUP_DISABLED');
    if (ctx.state.userByEmail(club.club.clubId, b.email))
      return err(409, 'This email is already registered', 'EMAIL_IN_USE');
    let id = Math.max(
      Math.max(...ctx.state.seed.users.filter((u) => u.clubId === club.club.clubId).map((u) => u.id)) + 1,
      club.club.clubId * 100 + 50,
    );
    // tokens name users by id alone: after many signups a club's ids reach the next club's range, skip those taken
    while (ctx.state.seed.users.some((u) => u.id === id)) id++;
    ctx.state.seed.users.push({
      id,
      clubId: club.club.clubId,
      email: b.email.trim().toLowerCase(),
      password: b.password,
      firstName: b.firstName,
      lastName: b.lastName,
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      country: b.country.toUpperCase(),
      birthdate: b.birthdate,
      gender: b.gender,
      language: b.language ?? club.club.language,
      roles: ['USER'],
      favoriteTeamIds: [],
    });
    const user = ctx.state.userByEmail(club.club.clubId, b.email)!;
    return ok({ error: false, message: 'A confirmation email has been sent', userId: user.id });
  },
  verifyEmail(ctx) {
    const token = ctx.query.verificationToken ?? '';
    if (!/^verify-.+/.test(token))
      return err(400, 'The verification link is not valid or has expired', 'INVALID_TOKEN');
    return ok({ ok: true, message: 'Email verified' });
  },

  // ---- TV -----------------------------------------------------------------------------------------------------
  getTvLoginCode(ctx) {
    let code = 100000 + Math.floor(ctx.state.rnd() * 900000);
    while (ctx.state.tvCodes.has(code)) code = 100000 + Math.floor(ctx.state.rnd() * 900000);
    const expiresAt = ctx.now + TV_CODE_TTL_MS;
    ctx.state.tvCodes.set(code, { code, clubId: clubId(ctx), userId: null, expiresAt });
    return ok({ loginCode: code, expiresAt: iso(expiresAt) });
  },
  validateTvCode(ctx) {
    const code = Number((ctx.body as S['TvCodeRequest']).loginCode);
    const rec = ctx.state.tvCodes.get(code);
    if (!rec || rec.clubId !== clubId(ctx) || rec.expiresAt < ctx.now)
      return err(404, 'The login code is unknown or expired', 'TV_CODE_NOT_FOUND');
    if (rec.userId === null) return err(400, 'Waiting for the code to be authorised', 'TV_CODE_PENDING');
    const user = ctx.state.user(rec.userId);
    if (!user) return err(404, 'The login code is unknown or expired', 'TV_CODE_NOT_FOUND');
    ctx.state.tvCodes.delete(code);
    return ok({ token: ctx.state.issueToken(user), language: user.language, user: ctx.state.toUser(user) });
  },
  authorizeTvCode(ctx) {
    const code = Number((ctx.body as S['TvCodeRequest']).loginCode);
    const rec = ctx.state.tvCodes.get(code);
    if (!rec || rec.clubId !== clubId(ctx) || rec.expiresAt < ctx.now)
      return err(404, 'The login code is unknown or expired', 'TV_CODE_NOT_FOUND');
    rec.userId = me(ctx).id;
    return ok({ ok: true });
  },

  // ---- Configuration ------------------------------------------------------------------------------------------
  getConfiguration(ctx) {
    const lang = ctx.query.lang === 'es' ? 'es' : 'en';
    me(ctx).language = lang;
    return ok({ lang });
  },
  getClubConfiguration(ctx) {
    return ok(ctx.club.club);
  },

  // ---- Catalogue ----------------------------------------------------------------------------------------------
  getCategoryContent(ctx) {
    const c = ctx.state.seed.categories.find((x) => x.id === intParam(ctx) && x.clubId === clubId(ctx));
    if (!c) return notFound('Category');
    return ok({
      id: c.id,
      name: c.name,
      productList: ctx.state.productsOf(c.productIds, viewer(ctx)),
      collectionList: ctx.state.collectionsOf(c.collectionIds),
      advertising: c.advertising,
    });
  },
  getHome(ctx) {
    return ok(homeOf(ctx));
  },
  getProduct(ctx) {
    const p = ctx.state.product(clubId(ctx), intParam(ctx));
    if (!p) return notFound('Product');
    return ok(ctx.state.toProductDetail(p, viewer(ctx)));
  },
  voteProduct(ctx) {
    const p = ctx.state.product(clubId(ctx), intParam(ctx));
    if (!p) return notFound('Product');
    const value = Number(ctx.params.value) as -1 | 0 | 1;
    const votes = ctx.state.seed.votes.get(me(ctx).id) ?? new Map<number, -1 | 0 | 1>();
    ctx.state.seed.votes.set(me(ctx).id, votes);
    if (value === 0) votes.delete(p.id);
    else votes.set(p.id, value);
    return ok({ productId: p.id, like: value });
  },
  updateFavorite(ctx) {
    const { productId, isFavorite } = ctx.body as S['UpdateFavoriteRequest'];
    const p = ctx.state.product(clubId(ctx), productId);
    if (!p) return notFound('Product');
    const favs = ctx.state.seed.favorites.get(me(ctx).id) ?? new Set<number>();
    ctx.state.seed.favorites.set(me(ctx).id, favs);
    if (isFavorite) favs.add(p.id);
    else favs.delete(p.id);
    return ok({ productId: p.id, favorite: isFavorite });
  },
  rentProduct(ctx) {
    const { productId, paymentMethodId } = ctx.body as S['RentRequest'];
    const p = ctx.state.product(clubId(ctx), productId);
    if (!p) return notFound('Product');
    if (!p.price) return err(400, 'This product cannot be rented', 'NOT_RENTABLE');
    const user = me(ctx);
    if (!ctx.state.cards(user.id).some((c) => c.cardId === paymentMethodId))
      return err(400, 'A saved card is required to rent this product', 'PAYMENT_METHOD_REQUIRED');
    const end = ctx.now + ctx.state.rentalDays();
    const rentals = ctx.state.rentals.get(user.id) ?? new Map<number, number>();
    ctx.state.rentals.set(user.id, rentals);
    rentals.set(p.id, end);
    return ok({ piSecret: `pi_${ctx.state.next()}_secret_${ctx.state.randomId(12)}`, rentalEndDate: iso(end) });
  },
  reportVisualization(ctx) {
    const p = ctx.state.product(clubId(ctx), intParam(ctx));
    if (!p) return notFound('Product');
    const body = ctx.body as S['VisualizationRequest'];
    const s = ctx.state;
    const userId = ctx.user?.id ?? null;
    // one login session (token) is one device; an anonymous visitor's playbacks are not limited
    const device = ctx.token;
    const sent = typeof body.visualizationId === 'number' ? body.visualizationId : null;
    const existing = sent !== null ? s.visualizations.get(sent) : undefined;
    const active = (v: { lastSeen: number }) => ctx.now - v.lastSeen <= DEVICE_WINDOW_MS;
    if (existing && existing.userId === userId && active(existing)) {
      existing.lastSeen = ctx.now;
      existing.productId = p.id;
      existing.device = device;
      return ok({ ok: true, id: existing.id });
    }
    if (userId !== null) {
      // the account's other devices that play (reported within the window); this device may always play again
      const others = new Set(
        [...s.visualizations.values()]
          .filter((v) => v.userId === userId && active(v) && v.device !== device)
          .map((v) => v.device),
      );
      if (others.size >= DEVICE_LIMIT)
        return err(
          409,
          'This account is already in use on too many devices. Stop playback on other devices to continue.',
          'TOO_MANY_DEVICES',
        );
    }
    const id =
      existing && existing.userId === userId ? existing.id : sent !== null && !existing ? sent : s.next() + 100000;
    // a device plays one video at a time: a new playback replaces the device's previous one
    if (device !== null)
      for (const v of [...s.visualizations.values()])
        if (v.device === device && v.id !== id) s.visualizations.delete(v.id);
    s.visualizations.set(id, { id, userId, device, productId: p.id, lastSeen: ctx.now });
    return ok({ ok: true, id });
  },
  searchProducts(ctx) {
    const raw = ctx.query.query ?? '';
    const byTag = raw.trim().startsWith('#');
    const q = normalize(byTag ? raw.trim().slice(1) : raw);
    const list = ctx.state.seed.products.filter((p) => {
      if (p.clubId !== clubId(ctx)) return false;
      if (!q) return false;
      const tags = p.tags.map(normalize);
      if (byTag) return tags.some((t) => t === q || t.includes(q));
      return [p.title, p.subtitle ?? '', ...p.tags].some((f) => normalize(f).includes(q));
    });
    return ok({ productList: list.map((p) => ctx.state.toProduct(p, viewer(ctx))) });
  },
  getCollection(ctx) {
    const c = ctx.state.seed.collections.find((x) => x.id === intParam(ctx) && x.clubId === clubId(ctx));
    if (!c) return notFound('Collection');
    return ok({
      ...ctx.state.toCollection(c.id),
      description: c.description,
      productList: ctx.state.productsOf(c.productIds, viewer(ctx)),
      advertising: c.advertising,
      teamList: c.teamIds
        .map((id) => ctx.state.seed.teams.find((t) => t.id === id))
        .filter((t) => t !== undefined)
        .map((t) => ({ id: t.id, name: t.name, shortName: t.shortName, image: t.image })),
    });
  },
  listSlides(ctx) {
    // spec §7: the answer holds `slides`
    return ok({
      slides: ctx.state.seed.slides.filter((s) => s.clubId === clubId(ctx)).map(({ clubId: _c, ...slide }) => slide),
    });
  },

  // ---- Payments -----------------------------------------------------------------------------------------------
  listCards(ctx) {
    const u = me(ctx);
    // spec §7: the answer holds `cards` (default empty)
    return ok({ cards: ctx.state.cards(u.id).map((c) => ctx.state.toCard(u.id, c)) });
  },
  createCard(ctx) {
    const u = me(ctx);
    const { paymentMethodId } = ctx.body as S['PaymentMethodRequest'];
    if (/decline/i.test(paymentMethodId)) return err(400, 'Your card was declined.', 'CARD_DECLINED');
    const card = ctx.state.addCard(u.id, paymentMethodId);
    return ok(ctx.state.toCard(u.id, card), 201);
  },
  setDefaultCard(ctx) {
    const u = me(ctx);
    const { paymentMethodId } = ctx.body as S['PaymentMethodRequest'];
    if (!ctx.state.cards(u.id).some((c) => c.cardId === paymentMethodId)) return notFound('Card');
    ctx.state.seed.defaultCard.set(u.id, paymentMethodId);
    return ok({ ok: true });
  },
  deleteCard(ctx) {
    const u = me(ctx);
    const id = ctx.params.id ?? '';
    const list = ctx.state.cards(u.id);
    const index = list.findIndex((c) => c.cardId === id);
    if (index < 0) return notFound('Card');
    if (ctx.state.seed.defaultCard.get(u.id) === id)
      return err(409, 'The default card cannot be deleted', 'CARD_IS_DEFAULT');
    const sub = ctx.state.subscription(u.id);
    if (sub && sub.cardId === id && sub.status !== 'CANCELED' && sub.status !== 'ERROR')
      return err(409, 'The card is used by your subscription', 'CARD_IN_USE');
    list.splice(index, 1);
    return { status: 204 };
  },

  // ---- Users --------------------------------------------------------------------------------------------------
  getUser(ctx) {
    const id = intParam(ctx);
    if (id !== me(ctx).id) return err(404, 'User not found', 'NOT_FOUND');
    return ok(ctx.state.toUser(me(ctx)));
  },
  updateUser(ctx) {
    const id = intParam(ctx);
    const u = me(ctx);
    if (id !== u.id) return err(403, 'You can only update your own profile', 'FORBIDDEN');
    const b = ctx.body as S['UpdateUserRequest'];
    u.firstName = b.firstName;
    u.lastName = b.lastName;
    if (b.phone !== undefined) u.phone = b.phone;
    if (b.address !== undefined) u.address = b.address;
    if (b.city !== undefined) u.city = b.city;
    if (b.postalCode !== undefined) u.postalCode = b.postalCode;
    u.country = b.country.toUpperCase();
    u.birthdate = b.birthdate;
    u.gender = b.gender;
    u.language = b.language;
    if (b.spdTeamUserFavoritesIdList)
      u.favoriteTeamIds = b.spdTeamUserFavoritesIdList.filter((tid) =>
        ctx.state.seed.teams.some((t) => t.id === tid && t.clubId === u.clubId),
      );
    return ok(ctx.state.toUser(u));
  },
  changePassword(ctx) {
    const id = intParam(ctx);
    const u = me(ctx);
    if (id !== u.id) return err(403, 'You can only change your own password', 'FORBIDDEN');
    const b = ctx.body as S['ChangePasswordRequest'];
    if (b.oldPassword !== u.password) return err(400, 'The current password is not correct', 'WRONG_PASSWORD');
    if (b.newPassword !== b.newPasswordConfirmation)
      return err(400, 'The new passwords do not match', 'PASSWORD_MISMATCH');
    u.password = b.newPassword;
    return ok({ ok: true });
  },

  // ---- Subscriptions ------------------------------------------------------------------------------------------
  getUserSubscription(ctx) {
    const u = me(ctx);
    if (intParam(ctx) !== u.id) return err(404, 'User not found', 'NOT_FOUND');
    const sub = ctx.state.subscription(u.id);
    const rented = [...(ctx.state.rentals.get(u.id)?.entries() ?? [])]
      .filter(([, end]) => end > ctx.now)
      .map(([pid]) => pid);
    return ok({
      subscriptionList: sub ? [ctx.state.toSubscription(sub)] : [],
      userId: u.id,
      specialUser: ctx.state.isSpecial(u),
      rentedProductIdList: rented,
    });
  },
  cancelSubscription(ctx) {
    const { subscriptionId } = ctx.body as S['SubscriptionIdRequest'];
    const sub = ctx.state.subscription(me(ctx).id);
    if (!sub || sub.subscriptionId !== subscriptionId) return notFound('Subscription');
    sub.endDate =
      sub.nextDayPayment ??
      sub.trialingDateEnd ??
      iso(ctx.now + (intervalMs(ctx.state.toPlan(sub.planId)?.interval) ?? 30 * DAY));
    return { status: 204 };
  },
  subscribe(ctx) {
    const u = me(ctx);
    const b = ctx.body as S['SubscribeRequest'];
    const plan = ctx.state.toPlan(b.planId);
    if (!plan || !ctx.state.seed.plans.some((p) => p.id === b.planId && p.clubId === clubId(ctx)))
      return notFound('Plan');
    const current = ctx.state.subscription(u.id);
    if (current && ctx.state.hasActivePlan(u) && !current.endDate)
      return err(400, 'You already have an active subscription', 'ALREADY_SUBSCRIBED');
    let discount: number | null = null;
    let couponName: string | null = null;
    if (b.couponId) {
      const coupon = Object.values(COUPONS).find((c) => c.id === b.couponId || c.name === b.couponId);
      if (!coupon || !coupon.valid) return err(400, 'Coupon not recognized', 'INVALID_COUPON');
      const price = plan.price ?? 0;
      discount = coupon.percentOff
        ? Math.round(price * coupon.percentOff) / 100
        : Math.min(price, coupon.amountOff ?? 0);
      couponName = coupon.name;
    }
    if (!/fail/i.test(b.paymentMethodId)) ctx.state.addCard(u.id, b.paymentMethodId);
    const { status, clientSecret } = newSubscriptionStatus(ctx, b.paymentMethodId, plan);
    const period = intervalMs(plan.interval);
    const trialEnd = status === 'TRIALING' ? ctx.now + (plan.trialDays ?? 0) * DAY : null;
    const subscriptionId = 1000 + ctx.state.next();
    ctx.state.seed.subscriptions.set(u.id, {
      subscriptionId,
      userId: u.id,
      planId: plan.id,
      status,
      price: Math.max(0, (plan.price ?? 0) - (discount ?? 0)),
      discount,
      couponName,
      startDate: iso(ctx.now),
      endDate: null,
      trialingDateEnd: trialEnd ? iso(trialEnd) : null,
      nextDayPayment:
        status === 'ACTIVE' || status === 'TRIALING'
          ? trialEnd
            ? iso(trialEnd)
            : period
              ? iso(ctx.now + period)
              : null
          : null,
      clientSecret,
      cardId: /fail/i.test(b.paymentMethodId) ? null : b.paymentMethodId,
    });
    return ok({ status, clientSecret, subscriptionId });
  },
  reactivateSubscription(ctx) {
    const { subscriptionId } = ctx.body as S['ReactivateSubscriptionRequest'];
    const sub = ctx.state.subscription(me(ctx).id);
    if (!sub || sub.subscriptionId !== subscriptionId) return notFound('Subscription');
    sub.endDate = null;
    if (sub.status === 'INCOMPLETE') {
      // retry of a failed payment confirmed on the client: the fake treats it as paid
      sub.status = 'ACTIVE';
      sub.clientSecret = null;
      sub.nextDayPayment = iso(ctx.now + (intervalMs(ctx.state.toPlan(sub.planId)?.interval) ?? 30 * DAY));
    }
    return ok({ ok: true });
  },
  listPlans(ctx) {
    return ok({
      planList: ctx.state.seed.plans.filter((p) => p.clubId === clubId(ctx)).map(({ clubId: _c, ...plan }) => plan),
    });
  },
  getCoupon(ctx) {
    const coupon = COUPONS[(ctx.params.code ?? '').trim().toUpperCase()];
    if (!coupon) return err(404, 'Coupon not recognized', 'COUPON_NOT_FOUND');
    return ok(coupon);
  },

  // ---- News ---------------------------------------------------------------------------------------------------
  listNews(ctx) {
    const list = ctx.state.seed.news
      .filter((n) => n.clubId === clubId(ctx))
      .sort((a, b) => Date.parse(b.publicationDate) - Date.parse(a.publicationDate))
      .map(({ clubId: _c, ...n }) => n);
    return ok({ newsList: list });
  },
  getNews(ctx) {
    const n = ctx.state.seed.news.find((x) => x.id === intParam(ctx) && x.clubId === clubId(ctx));
    if (!n) return notFound('News');
    const { clubId: _c, ...news } = n;
    return ok(news);
  },

  // ---- Trainers -----------------------------------------------------------------------------------------------
  listTrainers(ctx) {
    const denied = requireTrainers(ctx);
    if (denied) return denied;
    const all = ctx.state.seed.trainers
      .filter((t) => t.clubId === clubId(ctx))
      .map((t) => trainerOut(ctx, t.id))
      .filter((t) => t !== undefined);
    const page = Math.max(1, Number(ctx.query.pageNumber ?? 1) || 1);
    const size = Math.max(1, Number(ctx.query.pageSize ?? 10000) || 10000);
    return ok({
      content: all.slice((page - 1) * size, page * size),
      totalElements: all.length,
      totalPages: Math.max(1, Math.ceil(all.length / size)),
      number: page,
      size,
    });
  },
  getTrainer(ctx) {
    const denied = requireTrainers(ctx);
    if (denied) return denied;
    const t = trainerOut(ctx, intParam(ctx));
    return t ? ok(t) : notFound('Trainer');
  },
  listTrainerTemplates(ctx) {
    const denied = requireTrainers(ctx);
    if (denied) return denied;
    const trainerId = Number(ctx.query.trainerId);
    const t = ctx.state.seed.trainers.find((x) => x.id === trainerId && x.clubId === clubId(ctx));
    if (!t) return notFound('Trainer');
    return ok(ctx.state.seed.templates.filter((x) => x.trainerId === t.id).map(templateOut));
  },
  getTrainerAvailability(ctx) {
    const denied = requireTrainers(ctx);
    if (denied) return denied;
    const t = ctx.state.seed.trainers.find((x) => x.id === intParam(ctx) && x.clubId === clubId(ctx));
    if (!t) return notFound('Trainer');
    const from = Date.parse(`${ctx.query.from}T00:00:00Z`);
    const to = Date.parse(`${ctx.query.to}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to) || to < from) return err(400, 'Invalid date range', 'BAD_REQUEST');
    const days: S['DailySchedule'][] = [];
    for (let d = dayNumber(from); d <= dayNumber(to) && days.length < 120; d++) {
      const parts = trainerDay(ctx, t.id, d);
      if (parts.length) days.push({ day: iso(d * DAY).slice(0, 10), parts });
    }
    return ok({ dailyScheduleList: days });
  },

  // ---- Meetings -----------------------------------------------------------------------------------------------
  joinMeeting(ctx) {
    const denied = requireTrainers(ctx);
    if (denied) return denied;
    const u = me(ctx);
    const b = ctx.body as S['JoinMeetingRequest'];
    const id = intParam(ctx);
    const startMs = Date.parse(b.requestedDateTime);
    const s = ctx.state;
    let meeting: MeetingRec;
    const code = `${ctx.club.companyCode.toLowerCase()}-${s.next()}-${s.randomId(6)}`;
    if (id >= 100000) {
      const trainerId = Math.floor(id / 100000);
      const day = id % 100000;
      const t = s.seed.trainers.find((x) => x.id === trainerId && x.clubId === clubId(ctx));
      const slot = t ? trainerDay(ctx, t.id, day).find((p) => p.meeting?.meetingId === id) : undefined;
      if (!t || !slot?.meeting) return notFound('Meeting');
      if (Date.parse(slot.start) !== startMs)
        return err(400, 'The requested time does not match the session', 'BAD_REQUEST');
      if (s.seed.meetings.some((m) => m.userId === u.id && Date.parse(m.start) === startMs && m.trainerId === t.id))
        return err(409, 'You already booked this session', 'ALREADY_BOOKED');
      if ((slot.meeting.participants ?? 0) >= (slot.meeting.maxParticipants ?? 9))
        return err(409, 'The session is full', 'MEETING_FULL');
      if ((slot.meeting.price ?? 0) > 0 && !b.paymentMethodId)
        return err(400, 'A payment method is required for paid sessions', 'PAYMENT_METHOD_REQUIRED');
      s.groupParticipants.set(id, (s.groupParticipants.get(id) ?? 0) + 1);
      meeting = {
        meetingId: 2_000_000 + s.next(),
        userId: u.id,
        clubId: clubId(ctx),
        trainerId: t.id,
        start: slot.start,
        end: slot.end,
        category: t.groupCategory,
        image: t.thumbnail,
        url: `${BASE}/meet/${code}`,
        price: slot.meeting.price ?? 0,
        description: slot.meeting.description ?? null,
        extraDescription: null,
        participants: (slot.meeting.participants ?? 1) + 1,
        maxParticipants: slot.meeting.maxParticipants ?? 9,
      };
    } else {
      const tpl = s.seed.templates.find((x) => x.id === id && x.clubId === clubId(ctx));
      if (!tpl) return notFound('Template');
      if (b.trainerId !== undefined && b.trainerId !== tpl.trainerId)
        return err(400, 'The template is not offered by this trainer', 'BAD_REQUEST');
      const slot = trainerDay(ctx, tpl.trainerId, dayNumber(startMs)).find(
        (p) => !p.meeting && Date.parse(p.start) === startMs,
      );
      if (!slot) return err(409, 'The slot is no longer available', 'SLOT_UNAVAILABLE');
      if (tpl.price > 0 && !b.paymentMethodId)
        return err(400, 'A payment method is required for paid sessions', 'PAYMENT_METHOD_REQUIRED');
      meeting = {
        meetingId: 2_000_000 + s.next(),
        userId: u.id,
        clubId: clubId(ctx),
        trainerId: tpl.trainerId,
        start: iso(startMs),
        end: iso(startMs + tpl.durationMin * 60_000),
        category: tpl.category,
        image: tpl.image,
        url: `${BASE}/meet/${code}`,
        price: tpl.price,
        description: tpl.description,
        extraDescription: tpl.extraDescription,
        participants: 2,
        maxParticipants: tpl.maxParticipants + 1,
      };
    }
    s.seed.meetings.push(meeting);
    return ok(meetingOut(meeting));
  },
  listMeetings(ctx) {
    const list = ctx.state.seed.meetings
      .filter((m) => m.userId === me(ctx).id)
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
      .map(meetingOut);
    return ok({ meetingList: list });
  },

  // ---- Teams --------------------------------------------------------------------------------------------------
  listTeams(ctx) {
    const denied = requireGpt(ctx);
    if (denied) return denied;
    return ok(
      ctx.state.seed.teams
        .filter((t) => t.clubId === clubId(ctx))
        .map((t) => ({
          id: t.id,
          name: t.name,
          shortName: t.shortName,
          jerseyHome: t.jerseyHome,
          jerseyAway: t.jerseyAway,
          image: t.image,
        })),
    );
  },
  getTeam(ctx) {
    const denied = requireGpt(ctx);
    if (denied) return denied;
    const t = ctx.state.seed.teams.find((x) => x.id === intParam(ctx) && x.clubId === clubId(ctx));
    if (!t) return notFound('Team');
    return ok({
      id: t.id,
      name: t.name,
      shortName: t.shortName,
      jerseyHome: t.jerseyHome,
      jerseyAway: t.jerseyAway,
      image: t.image,
      sectionList: t.sections.map((sec) => ({
        id: sec.id,
        name: sec.name,
        productList: ctx.state.productsOf(sec.productIds, viewer(ctx)),
        collectionList: ctx.state.collectionsOf(sec.collectionIds),
      })),
    });
  },
};

/** Authorise a pending TV code for a user (control endpoint). */
export function authorizeTvCodeFor(state: FakeState, code: number, email = 'member@demo.club'): boolean {
  const rec = state.tvCodes.get(code);
  if (!rec) return false;
  const user = state.userByEmail(rec.clubId, email);
  if (!user) return false;
  rec.userId = user.id;
  return true;
}
