import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatPrice } from '~/domain';
import { Button } from '~/components/Button';
import { Dialog } from '~/components/Dialog';
import { Advertisement, formatCountdown, linkTarget } from '~/components/thumbnail';
import type { ProductOn, ProductVm } from './useProduct';

/** The web-only modals' way out (TV): a plain, labelled close button. */
function CloseButton({ onClose }: { onClose(): void }) {
  return (
    <Button onClick={onClose}>
      <Trans id="common.close">Close</Trans>
    </Button>
  );
}

/**
 * The product page's modals: the play button's (processing, rent, subscribe, not available, log in) and the
 * advertisement. At most one is open, as the page's flow says (`vm.modal`, `vm.adOpen`). `rent` is the rent modal's
 * body (its flow lives in the page that composes the view).
 */
export function ProductDialogs({ vm, on, rent }: { vm: ProductVm; on: ProductOn; rent: ReactNode }) {
  const { t } = useLingui();
  const p = vm.product;
  const price = p.rentalPrice ? formatPrice(p.rentalPrice, p.currency, vm.language) : '';
  const countdown = vm.live.untilStart !== null ? formatCountdown(vm.live.untilStart) : '';
  const schedule = p.liveSchedule;
  const scheduleStart = schedule ? formatDateTime(schedule.start) : '';
  const scheduleEnd = schedule ? formatDateTime(schedule.end) : '';
  const clubName = vm.clubName || t({ id: 'product.modal_web_only.this_club', message: 'this club' });

  return (
    <>
      <Dialog
        open={vm.modal === 'processing'}
        onClose={on.closeModal}
        title={<Trans id="product.modal_processing.title">This video is being processed</Trans>}
      >
        <p>
          <Trans id="product.modal_processing.text">
            We are preparing this video. It will be available to watch in a little while.
          </Trans>
        </p>
      </Dialog>

      <Dialog
        open={vm.modal === 'rent'}
        onClose={on.closeModal}
        dismissible={!vm.modalLocked}
        title={<Trans id="product.modal_rent.title">Rent this video</Trans>}
        footer={vm.purchasesOnWeb ? <CloseButton onClose={on.closeModal} /> : undefined}
      >
        {vm.purchasesOnWeb ? (
          <div data-testid="web-only">
            <p className="rent__lead">
              <Trans id="product.modal_rent.text">
                Rent this video for {price}. The rental lasts 3 days from the payment.
              </Trans>
            </p>
            <p>
              <Trans id="product.modal_web_only.rent">
                Renting is only available on the web. Open {clubName} on your phone or computer, rent this video there,
                and then watch it here.
              </Trans>
            </p>
          </div>
        ) : (
          rent
        )}
      </Dialog>

      <Dialog
        open={vm.modal === 'subscribe'}
        onClose={on.closeModal}
        title={<Trans id="product.modal_subscribe.title">Subscribers only</Trans>}
        footer={
          vm.purchasesOnWeb ? (
            <CloseButton onClose={on.closeModal} />
          ) : (
            <Link className="button button--primary" {...linkTarget('/account/subscription')}>
              <Trans id="product.modal_subscribe.button">See the plans</Trans>
            </Link>
          )
        }
      >
        <p>
          <Trans id="product.modal_subscribe.text">This video is included in our plans. Subscribe to watch it.</Trans>
        </p>
        {vm.purchasesOnWeb ? (
          <p data-testid="web-only">
            <Trans id="product.modal_web_only.subscribe">
              Subscriptions are only available on the web. Open {clubName} on your phone or computer, choose a plan
              there, and then watch it here.
            </Trans>
          </p>
        ) : null}
      </Dialog>

      <Dialog
        open={vm.modal === 'notAvailable'}
        onClose={on.closeModal}
        title={<Trans id="product.modal_not_available.title">Not available yet</Trans>}
      >
        <p>
          <Trans id="product.modal_not_available.text">This video is not available yet.</Trans>
        </p>
        {schedule ? (
          <p className="product-schedule" data-testid="live-schedule">
            <Trans id="product.modal_not_available.schedule">
              Live event from {scheduleStart} to {scheduleEnd}
            </Trans>
          </p>
        ) : null}
        {schedule && vm.live.phase === 'future' ? (
          <p className="product-schedule__countdown" data-testid="live-countdown">
            <Trans id="product.live.future">Starts in {countdown}</Trans>
          </p>
        ) : null}
      </Dialog>

      <Dialog
        open={vm.modal === 'loginRequired'}
        onClose={on.closeModal}
        title={<Trans id="product.modal_login.title">Log in to continue</Trans>}
        footer={
          <Button onClick={on.login}>
            <Trans id="product.modal_login.button">Log in</Trans>
          </Button>
        }
      >
        <p>
          <Trans id="product.modal_login.text">
            You need to log in to do this. You will come back here afterwards.
          </Trans>
        </p>
      </Dialog>

      {p.advertisement ? (
        <Dialog
          open={vm.adOpen}
          onClose={on.closeAd}
          title={p.advertisement.title || t({ id: 'components.advertisement', message: 'Advertisement' })}
        >
          <Advertisement ad={p.advertisement} className="ad--modal" />
        </Dialog>
      ) : null}
    </>
  );
}
