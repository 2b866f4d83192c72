/** Trainers, templates, availability and meetings. */
import * as z from 'zod/mini';
import { NamedRef, optImage, optLevel, optNumber, optString } from '../common/schemas';

export const Template = z.object({
  id: z.number(),
  templateName: z.string(),
  category: z.nullish(NamedRef),
  level: optLevel,
  price: optNumber,
  description: optString,
  extraDescription: optString,
  image: optImage,
  maxParticipants: optNumber,
});
export const TemplateList = z.nullish(z.array(Template));

export const Trainer = z.object({
  id: z.number(),
  name: z.string(),
  description: optString,
  email: optString,
  image: optImage,
  thumbnail: optImage,
  templateIdList: z.nullish(z.array(z.number())),
  productIdList: z.nullish(z.array(z.number())),
  templates: TemplateList,
});
export const TrainerPage = z.object({ content: z.nullish(z.array(Trainer)) });

export const Meeting = z.object({
  meetingId: z.number(),
  start: z.string(),
  end: z.string(),
  category: z.nullish(NamedRef),
  image: optImage,
  url: optString,
  price: optNumber,
  description: optString,
  extraDescription: optString,
  participants: optNumber,
  maxParticipants: optNumber,
  trainerId: optNumber,
});
export const MeetingListResponse = z.object({ meetingList: z.nullish(z.array(Meeting)) });

export const Availability = z.object({
  dailyScheduleList: z.nullish(
    z.array(
      z.object({
        day: z.string(),
        parts: z.nullish(z.array(z.object({ start: z.string(), end: z.string(), meeting: z.nullish(Meeting) }))),
      }),
    ),
  ),
});

export type TemplateRaw = z.infer<typeof Template>;
export type TrainerRaw = z.infer<typeof Trainer>;
export type MeetingRaw = z.infer<typeof Meeting>;
export type AvailabilityRaw = z.infer<typeof Availability>;
