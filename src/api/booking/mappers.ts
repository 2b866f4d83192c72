/** Trainers, templates, availability and meetings (spec §3). */
import type { Availability, Meeting, Template, Trainer } from '~/domain';
import type { AvailabilityRaw, MeetingRaw, TemplateRaw, TrainerRaw } from './schemas';
import { trainerPath } from '../urls';
import { PLACEHOLDER_IMAGE, firstOf, url, type Nullish } from '../common/mappers';

export function mapTemplate(raw: TemplateRaw): Template {
  return {
    id: raw.id,
    templateName: raw.templateName,
    categoryName: raw.category?.name ?? '',
    level: raw.level ?? null,
    price: raw.price ?? 0,
    description: raw.description ?? '',
    extraDescription: raw.extraDescription ?? '',
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    maxParticipants: raw.maxParticipants ?? 1,
  };
}

export function mapTrainer(raw: TrainerRaw): Trainer {
  const image = url(raw.image);
  const thumbnail = url(raw.thumbnail);
  const templates = (raw.templates ?? []).map(mapTemplate);
  const templateIdList = raw.templateIdList ?? templates.map((template) => template.id);
  const productIdList = raw.productIdList ?? [];
  return {
    id: raw.id,
    name: raw.name,
    description: raw.description ?? '',
    email: raw.email ?? '',
    image: firstOf(image, thumbnail) ?? PLACEHOLDER_IMAGE,
    thumbnail: firstOf(thumbnail, image) ?? PLACEHOLDER_IMAGE,
    templateIdList,
    productIdList,
    templates,
    pathToDetail: trainerPath(raw.id, raw.name),
    // "allowsMeeting (has templates)": the embedded templates, or their ids when the list omits them.
    allowsMeeting: templates.length > 0 || templateIdList.length > 0,
    hasProducts: productIdList.length > 0,
  };
}

/**
 * The meeting code is the last non-empty path segment of the room url (query and fragment ignored):
 * `https://meet.example.com/rooms/abc-123?x=1` -> `abc-123`; a bare code is its own code; no path -> null.
 */
export function meetingCodeFromUrl(value: Nullish<string>): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let path = trimmed.split(/[?#]/)[0] ?? '';
  const authority = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/]*/i.exec(path);
  if (authority) path = path.slice(authority[0].length);
  const segments = path.split('/').filter((part) => part !== '');
  const last = segments[segments.length - 1];
  if (last === undefined) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function mapMeeting(raw: MeetingRaw): Meeting {
  return {
    meetingId: raw.meetingId,
    start: raw.start,
    end: raw.end,
    categoryName: raw.category?.name ?? '',
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    code: meetingCodeFromUrl(raw.url),
    price: raw.price ?? 0,
    description: raw.description ?? '',
    extraDescription: raw.extraDescription ?? '',
    participants: raw.participants ?? 0,
    maxParticipants: raw.maxParticipants ?? 0,
  };
}

export function mapAvailability(raw: AvailabilityRaw): Availability {
  return {
    dailyScheduleList: (raw.dailyScheduleList ?? []).map((day) => ({
      day: day.day,
      parts: (day.parts ?? []).map((part) => ({
        start: part.start,
        end: part.end,
        meeting: part.meeting ? mapMeeting(part.meeting) : null,
      })),
    })),
  };
}
