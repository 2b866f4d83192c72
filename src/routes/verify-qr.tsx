import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';
import { VerifyView } from '~/features/verify/VerifyView';
import { useVerifyQr } from '~/features/verify/useVerify';

const search = z.object({ qrCode: searchText });

/** spec §2: logged in, go home and authorise the QR code (integer); not logged in, go to login with a message. */
export const Route = createFileRoute('/verify-qr')({
  validateSearch: search,
  loader: ({ context }) => context.machines.load('verify'),
  component: VerifyQrPage,
});

function VerifyQrPage() {
  const { qrCode } = Route.useSearch();
  const here = Route.useMatch({ select: (m) => m.pathname });
  const { vm } = useVerifyQr(qrCode, qrCode === undefined ? here : `${here}?qrCode=${encodeURIComponent(qrCode)}`);
  return <VerifyView vm={vm} />;
}
