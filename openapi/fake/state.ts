// In-memory state of the fake provider (reset to the seed by `reset()`), plus serializers to contract shapes.
import { randomBytes } from 'node:crypto';
import { createSeed, DAY, mulberry32 } from './seed';
import type { CardRec, ClubRec, ProductRec, S, Seed, SubscriptionRec, UserRec } from './types';

export interface TokenRec {
  token: string;
  userId: number;
  clubId: number;
  expiresAt: number;
}
export interface TvCodeRec {
  code: number;
  clubId: number;
  userId: number | null;
  expiresAt: number;
}
export interface VisualizationRec {
  id: number;
  userId: number | null;
  /** the login session (token) that plays it: one token is one device; null for anonymous visitors */
  device: string | null;
  productId: number;
  lastSeen: number;
}

export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Who is calling: a user or an anonymous visitor, in a club. */
export interface Viewer {
  club: ClubRec;
  user: UserRec | null;
}

let tokenCounter = 0;

export class FakeState {
  seed!: Seed;
  tokens = new Map<string, TokenRec>();
  tvCodes = new Map<number, TvCodeRec>();
  visualizations = new Map<number, VisualizationRec>();
  /** userId -> productId -> rental end (ms). */
  rentals = new Map<number, Map<number, number>>();
  groupParticipants = new Map<number, number>();
  seq = 1;
  rnd: () => number = Math.random;

  constructor(
    readonly now: () => number,
    readonly tokenTtlMs: number,
  ) {
    this.reset();
  }

  reset(): void {
    this.seed = createSeed(this.now(), this.now);
    this.tokens.clear();
    this.tvCodes.clear();
    this.visualizations.clear();
    this.rentals.clear();
    this.groupParticipants.clear();
    this.seq = 1;
    this.rnd = mulberry32(20240601);
  }

  next(): number {
    return this.seq++;
  }
  randomId(len = 10): string {
    const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let s = '';
    for (let i = 0; i < len; i++) s += chars[Math.floor(this.rnd() * chars.length)];
    return s;
  }

  // ---- look-ups ----------------------------------------------------------------------------------------------
  findClub(ref: string | undefined): ClubRec | undefined {
    if (!ref) return undefined;
    let key = ref.trim().toLowerCase();
    if (/^\d+$/.test(key)) return this.seed.clubs.find((c) => c.club.clubId === Number(key));
    key = key.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    if (key.startsWith('[')) key = key.replace(/^\[([^\]]*)\].*$/, '$1');
    else if ((key.match(/:/g) ?? []).length === 1) key = key.replace(/:\d+$/, '');
    // loopback and bare IP addresses (a TV or phone on the LAN) are the default club 1
    if (['localhost', '::1'].includes(key) || /^\d{1,3}(\.\d{1,3}){3}$/.test(key)) return this.seed.clubs[0];
    return this.seed.clubs.find((c) => c.domain === key || key.startsWith(`${c.companyCode.toLowerCase()}.`));
  }
  user(id: number): UserRec | undefined {
    return this.seed.users.find((u) => u.id === id);
  }
  userByEmail(clubId: number, email: string): UserRec | undefined {
    const e = email.trim().toLowerCase();
    return this.seed.users.find((u) => u.clubId === clubId && u.email.toLowerCase() === e);
  }
  product(clubId: number, id: number): ProductRec | undefined {
    return this.seed.products.find((p) => p.id === id && p.clubId === clubId);
  }

  // ---- tokens ------------------------------------------------------------------------------------------------
  issueToken(user: UserRec): string {
    // Not reset with the state: a token issued before a reset must never become valid again.
    const token = `tok_${++tokenCounter}_${randomBytes(9).toString('base64url')}`;
    this.tokens.set(token, { token, userId: user.id, clubId: user.clubId, expiresAt: this.now() + this.tokenTtlMs });
    return token;
  }
  expireTokens(): void {
    const t = this.now() - 1;
    for (const rec of this.tokens.values()) rec.expiresAt = t;
  }

  // ---- access ------------------------------------------------------------------------------------------------
  isSpecial(user: UserRec): boolean {
    return !user.roles.includes('USER') && user.roles.length > 0;
  }
  subscription(userId: number): SubscriptionRec | undefined {
    return this.seed.subscriptions.get(userId);
  }
  hasActivePlan(user: UserRec): boolean {
    const sub = this.subscription(user.id);
    if (!sub) return false;
    if (sub.status !== 'ACTIVE' && sub.status !== 'TRIALING') return false;
    if (sub.endDate && Date.parse(sub.endDate) < this.now()) return false;
    return true;
  }
  rentedUntil(userId: number, productId: number): number | undefined {
    const end = this.rentals.get(userId)?.get(productId);
    return end !== undefined && end > this.now() ? end : undefined;
  }
  available(p: ProductRec, user: UserRec | null): boolean {
    if (p.free) return true;
    if (!user) return false;
    if (this.isSpecial(user)) return true;
    if (p.price) return this.rentedUntil(user.id, p.id) !== undefined;
    if (!p.inPlan) return false;
    return this.hasActivePlan(user);
  }

  /** The stream URL is given out only when the product is available to the viewer and not a live event yet to come. */
  mayWatch(p: ProductRec, user: UserRec | null): boolean {
    if (!this.available(p, user)) return false;
    const start = p.liveSchedule ? Date.parse(p.liveSchedule.start) : NaN;
    return !(start > this.now());
  }

  // ---- cards -------------------------------------------------------------------------------------------------
  cards(userId: number): CardRec[] {
    let list = this.seed.cards.get(userId);
    if (!list) {
      list = [];
      this.seed.cards.set(userId, list);
    }
    return list;
  }
  addCard(userId: number, paymentMethodId: string): CardRec {
    const list = this.cards(userId);
    const existing = list.find((c) => c.cardId === paymentMethodId);
    if (existing) return existing;
    const m = /^pm_fake_([a-z]+)_(\d{4})/i.exec(paymentMethodId);
    const card: CardRec = {
      cardId: paymentMethodId,
      cardBrand: m?.[1]?.toLowerCase() ?? 'visa',
      last4: m?.[2] ?? '4242',
      expMonth: 12,
      expYear: new Date(this.now()).getUTCFullYear() + 4,
    };
    list.push(card);
    if (!this.seed.defaultCard.get(userId)) this.seed.defaultCard.set(userId, card.cardId);
    return card;
  }

  // ---- serializers -------------------------------------------------------------------------------------------
  toUser(u: UserRec): S['User'] {
    return {
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      address: u.address,
      city: u.city,
      postalCode: u.postalCode,
      country: u.country,
      birthdate: u.birthdate,
      gender: u.gender,
      genderType: u.gender,
      language: u.language,
      roles: [...u.roles],
      spdTeamUserFavoritesList: this.favoriteTeams(u),
    };
  }
  favoriteTeams(u: UserRec): S['TeamSummary'][] {
    return u.favoriteTeamIds
      .map((id) => this.seed.teams.find((t) => t.id === id))
      .filter((t) => t !== undefined)
      .map((t) => ({ id: t.id, name: t.name, shortName: t.shortName, image: t.image }));
  }
  toCard(userId: number, c: CardRec): S['Card'] {
    return { ...c, isDefault: this.seed.defaultCard.get(userId) === c.cardId };
  }
  toProduct(p: ProductRec, v: Viewer): S['Product'] {
    return {
      id: p.id,
      title: p.title,
      subtitle: p.subtitle,
      fullTitle: p.subtitle ? `${p.title} - ${p.subtitle}` : p.title,
      thumbnail: p.thumbnail,
      thumbnailPortrait: p.thumbnailPortrait,
      image: p.image,
      imagePortrait: p.imagePortrait,
      availableInUserPlan: this.available(p, v.user),
      favorite: v.user ? (this.seed.favorites.get(v.user.id)?.has(p.id) ?? false) : false,
      price: p.price,
      liveSchedule: p.liveSchedule,
      homeTeam: p.homeTeam,
      awayTeam: p.awayTeam,
    };
  }
  productsOf(ids: number[], v: Viewer): S['Product'][] {
    return ids
      .map((id) => this.product(v.club.club.clubId, id))
      .filter((p) => p !== undefined)
      .map((p) => this.toProduct(p, v));
  }
  toProductDetail(p: ProductRec, v: Viewer): S['ProductDetail'] {
    return {
      ...this.toProduct(p, v),
      description: p.description,
      // like the real provider, the stream is handed out only to viewers who may watch it now (rentals once
      // rented, plan content with a plan, live events once started): the product page's play button resolves the rest
      video: this.mayWatch(p, v.user) ? p.video : null,
      trailer: p.trailer,
      transcodingId: p.transcodingId,
      tags: p.tags.map((name) => ({ name })),
      level: p.level,
      physicalLevel: p.physicalLevel,
      technicalLevel: p.technicalLevel,
      mentalLevel: p.mentalLevel,
      like: v.user ? (this.seed.votes.get(v.user.id)?.get(p.id) ?? 0) : 0,
      relatedProducts: this.productsOf(p.related, v),
      advertising: p.advertising,
    };
  }
  toCollection(id: number): S['Collection'] | undefined {
    const c = this.seed.collections.find((x) => x.id === id);
    if (!c) return undefined;
    return {
      id: c.id,
      title: c.title,
      subtitle: c.subtitle,
      fullTitle: c.subtitle ? `${c.title} - ${c.subtitle}` : c.title,
      type: c.type,
      thumbnail: c.thumbnail,
      image: c.image,
      numberOfProducts: c.productIds.length,
    };
  }
  collectionsOf(ids: number[]): S['Collection'][] {
    return ids.map((id) => this.toCollection(id)).filter((c) => c !== undefined);
  }
  toPlan(id: number): S['Plan'] | undefined {
    const p = this.seed.plans.find((x) => x.id === id);
    if (!p) return undefined;
    const { clubId: _clubId, ...plan } = p;
    return plan;
  }
  toSubscription(s: SubscriptionRec): S['Subscription'] {
    const card = s.cardId ? this.cards(s.userId).find((c) => c.cardId === s.cardId) : undefined;
    return {
      subscriptionId: s.subscriptionId,
      // The subscription's plan is no longer active once it is cancelled (end date set): that is what lets the app
      // offer resume (spec §4 "Resume is allowed only when the plan is not active and an end date exists").
      plan: {
        ...(this.toPlan(s.planId) ?? { id: s.planId, name: 'Plan', currency: 'EUR', price: 0, trialDays: 0 }),
        ...(s.endDate ? { active: false } : {}),
      },
      price: s.price,
      discount: s.discount,
      status: s.status,
      startDate: s.startDate,
      endDate: s.endDate,
      trialingDateEnd: s.trialingDateEnd,
      nextDayPayment: s.nextDayPayment,
      coupon: s.couponName ? { name: s.couponName } : null,
      clientSecret: s.clientSecret,
      paymentMethod: card ? this.toCard(s.userId, card) : null,
    };
  }
  rentalDays(): number {
    return 3 * DAY;
  }
}
