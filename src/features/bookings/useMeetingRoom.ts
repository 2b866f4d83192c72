import { useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/meeting/meetingRoom.selectors';
import * as sessionSel from '../../../machines/session/session.selectors';
import { provideMeetingRoom } from '../../app/provide/meetingRoom';
import { appEnv } from '../../app/env';
import { displayNameOf } from './bookings';
import { useActorRef } from '../../app/inspect';

export interface MeetingRoomVm {
  /** the conference frame is mounted */
  showRoom: boolean;
  connecting: boolean;
  domain: string;
  roomName: string;
  displayName: string;
  email: string;
  lang: string;
}

export interface MeetingRoomOn {
  joined(): void;
  left(): void;
  error(message?: string | null): void;
}

/** The video-call room: a route-scoped meeting-room actor fed by the conferencing API's events. */
export function useMeetingRoom(code: string | null): { vm: MeetingRoomVm; on: MeetingRoomOn } {
  const { session } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const user = useSelector(session, sessionSel.selectUser);
  const lang = useSelector(session, sessionSel.selectLanguage);
  const [machine] = useState(() => provideMeetingRoom({ navigate: (href) => void navigate({ href, replace: true }) }));
  const actor = useActorRef(machine, { input: { code } });
  const showRoom = useSelector(actor, sel.selectShowsRoom);
  const status = useSelector(actor, sel.selectStatus);
  const roomName = useSelector(actor, sel.selectCode) ?? '';
  return {
    vm: {
      showRoom,
      connecting: status === 'connecting',
      domain: appEnv.jitsiDomain,
      roomName,
      displayName: displayNameOf(user),
      email: user?.email ?? '',
      lang: lang ?? 'en',
    },
    on: {
      joined: () => actor.send({ type: 'call.joined' }),
      left: () => actor.send({ type: 'call.left' }),
      error: (message) => actor.send({ type: 'call.error', message: message ?? null }),
    },
  };
}
