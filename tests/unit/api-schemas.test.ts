import { describe, expect, expectTypeOf, it } from 'vitest';
import type { input } from 'zod/mini';
import type { components } from '~openapi/schema';
import type * as account from '~/api/account/schemas';
import type * as club from '~/api/club/schemas';
import type * as payments from '~/api/payments/schemas';
import * as catalogueCards from '~/api/catalogue/schemas';
import * as catalogueLazy from '~/api/catalogue/schemas.lazy';
import type * as booking from '~/api/booking/schemas';

type S = components['schemas'];

const catalogue = { ...catalogueCards, ...catalogueLazy };

// Type-level: everything the contract allows is accepted by the schemas (checked by `tsc`, which covers tests/).
describe('schemas accept every shape the contract allows', () => {
  it('at the type level', () => {
    expectTypeOf<S['Product']>().toExtend<input<typeof catalogue.Product>>();
    expectTypeOf<S['ProductDetail']>().toExtend<input<typeof catalogue.ProductDetail>>();
    expectTypeOf<S['Collection']>().toExtend<input<typeof catalogue.Collection>>();
    expectTypeOf<S['CollectionDetail']>().toExtend<input<typeof catalogue.CollectionDetail>>();
    expectTypeOf<S['CategoryContent']>().toExtend<input<typeof catalogue.CategoryContent>>();
    expectTypeOf<S['HomeResponse']>().toExtend<input<typeof catalogue.HomeResponse>>();
    expectTypeOf<S['Slide']>().toExtend<input<typeof catalogue.Slide>>();
    expectTypeOf<S['Team']>().toExtend<input<typeof catalogue.Team>>();
    expectTypeOf<S['News']>().toExtend<input<typeof catalogue.News>>();
    expectTypeOf<S['NewsListResponse']>().toExtend<input<typeof catalogue.NewsListResponse>>();
    expectTypeOf<S['ProductListResponse']>().toExtend<input<typeof catalogue.ProductListResponse>>();
    expectTypeOf<S['VoteResponse']>().toExtend<input<typeof catalogue.VoteResponse>>();
    expectTypeOf<S['FavoriteResponse']>().toExtend<input<typeof catalogue.FavoriteResponse>>();
    expectTypeOf<S['VisualizationResponse']>().toExtend<input<typeof catalogue.VisualizationResponse>>();
    expectTypeOf<S['Club']>().toExtend<input<typeof club.Club>>();
    expectTypeOf<S['User']>().toExtend<input<typeof account.User>>();
    expectTypeOf<S['LoginResponse']>().toExtend<input<typeof account.LoginResponse>>();
    expectTypeOf<S['TvValidateResponse']>().toExtend<input<typeof account.LoginResponse>>();
    expectTypeOf<S['TvLoginCode']>().toExtend<input<typeof account.TvLoginCode>>();
    expectTypeOf<S['RegisterResponse']>().toExtend<input<typeof account.RegisterResponse>>();
    expectTypeOf<S['ConfigurationResponse']>().toExtend<input<typeof account.ConfigurationResponse>>();
    expectTypeOf<S['Plan']>().toExtend<input<typeof payments.Plan>>();
    expectTypeOf<S['PlanListResponse']>().toExtend<input<typeof payments.PlanListResponse>>();
    expectTypeOf<S['Card']>().toExtend<input<typeof payments.Card>>();
    expectTypeOf<S['Subscription']>().toExtend<input<typeof payments.Subscription>>();
    expectTypeOf<S['UserSubscriptionResponse']>().toExtend<input<typeof payments.UserSubscriptionResponse>>();
    expectTypeOf<S['SubscribeResponse']>().toExtend<input<typeof payments.SubscribeResponse>>();
    expectTypeOf<S['Coupon']>().toExtend<input<typeof payments.Coupon>>();
    expectTypeOf<S['RentResponse']>().toExtend<input<typeof payments.RentResponse>>();
    expectTypeOf<S['Template']>().toExtend<input<typeof booking.Template>>();
    expectTypeOf<S['Trainer']>().toExtend<input<typeof booking.Trainer>>();
    expectTypeOf<S['TrainerPage']>().toExtend<input<typeof booking.TrainerPage>>();
    expectTypeOf<S['Meeting']>().toExtend<input<typeof booking.Meeting>>();
    expectTypeOf<S['MeetingListResponse']>().toExtend<input<typeof booking.MeetingListResponse>>();
    expectTypeOf<S['Availability']>().toExtend<input<typeof booking.Availability>>();
  });

  it('ignores fields the app does not know (forward compatible)', () => {
    const parsed = catalogue.Product.parse({ id: 1, title: 'x', somethingNew: { deep: true } });
    expect(parsed).toEqual({ id: 1, title: 'x' });
  });
});
