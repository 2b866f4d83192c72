/** The booking operations (./operations.ts: all 'lazy', one chunk): trainers, templates, availability, meetings. */

import type { Api } from '../client';
import { decode } from '../decode';
import type { Availability, Meeting, Template, Trainer } from '~/domain';
import { mapAvailability, mapMeeting, mapTemplate, mapTrainer } from './mappers';
import * as booking from './schemas';
import { club, send, text, type CallInit, type Schemas } from '../call';

export interface AvailabilityRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
}

export interface JoinMeetingInput {
  /** Slot start, ISO 8601 UTC. */
  requestedDateTime: string;
  paymentMethodId?: string | null;
  trainerId?: number;
  templateId?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Trainers and meetings

export const TRAINERS_PAGE_SIZE = 10000;

/** All trainers, in one page of 10000 (spec §9). */
export async function listTrainers(api: Api, init?: CallInit): Promise<Trainer[]> {
  const op = 'GET /trainers';
  const data = await send(op, () =>
    api.client.GET('/trainers', {
      params: { query: { ...club(api), pageNumber: 1, pageSize: TRAINERS_PAGE_SIZE } },
      ...init,
    }),
  );
  return (decode(op, booking.TrainerPage, data).content ?? []).map(mapTrainer);
}

export async function getTrainer(api: Api, id: number, init?: CallInit): Promise<Trainer> {
  const op = 'GET /trainers/{id}';
  const data = await send(op, () =>
    api.client.GET('/trainers/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapTrainer(decode(op, booking.Trainer, data));
}

export async function listTrainerTemplates(api: Api, trainerId: number, init?: CallInit): Promise<Template[]> {
  const op = 'GET /trainers/templates';
  const data = await send(op, () =>
    api.client.GET('/trainers/templates', { params: { query: { ...club(api), trainerId } }, ...init }),
  );
  return (decode(op, booking.TemplateList, data) ?? []).map(mapTemplate);
}

/** Free slots between two days (YYYY-MM-DD, inclusive); times are UTC. */
export async function getTrainerAvailability(
  api: Api,
  trainerId: number,
  range: AvailabilityRange,
  init?: CallInit,
): Promise<Availability> {
  const op = 'GET /schedules/trainer/{id}/availability';
  const data = await send(op, () =>
    api.client.GET('/schedules/trainer/{id}/availability', {
      params: { path: { id: trainerId }, query: { ...club(api), from: range.from, to: range.to } },
      ...init,
    }),
  );
  return mapAvailability(decode(op, booking.Availability, data));
}

/** Books a session: `id` is the meeting id (group slot) or the template id (individual slot). */
export async function joinMeeting(api: Api, id: number, input: JoinMeetingInput, init?: CallInit): Promise<Meeting> {
  const op = 'POST /meetings/{id}/join';
  const body: Schemas['JoinMeetingRequest'] = { requestedDateTime: input.requestedDateTime };
  const paymentMethodId = text(input.paymentMethodId);
  if (paymentMethodId !== null) body.paymentMethodId = paymentMethodId;
  if (input.trainerId !== undefined) body.trainerId = input.trainerId;
  if (input.templateId !== undefined) body.templateId = input.templateId;
  const data = await send(op, () =>
    api.client.POST('/meetings/{id}/join', { params: { path: { id }, query: club(api) }, body, ...init }),
  );
  return mapMeeting(decode(op, booking.Meeting, data));
}

export async function listMeetings(api: Api, init?: CallInit): Promise<Meeting[]> {
  const op = 'GET /meetings';
  const data = await send(op, () => api.client.GET('/meetings', { params: { query: club(api) }, ...init }));
  return (decode(op, booking.MeetingListResponse, data).meetingList ?? []).map(mapMeeting);
}
