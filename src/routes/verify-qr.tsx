import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { VerifyView } from '../features/verify/VerifyView';
import { useVerifyQr } from '../features/verify/useVerify';

// The router's default search parser reads a numeric code as a number: accept it as text (parsed by the flow).
const code = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);
const search = z.object({ qrCode: z.catch(z.optional(code), undefined) });

/** spec §2: logged in, go home and authorise the QR code (integer); not logged in, go to login with a message. */
export const Route = createFileRoute('/verify-qr')({
  validateSearch: search,
  component: VerifyQrPage,
});

function VerifyQrPage() {
  const { qrCode } = Route.useSearch();
  const here = Route.useMatch({ select: (m) => m.pathname });
  const { vm } = useVerifyQr(qrCode, qrCode === undefined ? here : `${here}?qrCode=${encodeURIComponent(qrCode)}`);
  return <VerifyView vm={vm} />;
}
