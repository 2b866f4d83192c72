import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';

const search = z.object({ qrCode: z.catch(z.optional(z.string()), undefined) });

/** spec §2: logged in, go home and authorise the QR code (integer); not logged in, go to login with a message. */
export const Route = createFileRoute('/verify-qr')({
  validateSearch: search,
  component: VerifyQrPage,
});

function VerifyQrPage() {
  return null;
}
