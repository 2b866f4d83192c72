import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import * as sel from '~machines/session/session.selectors';
import { trainersQuery } from '~/api/queries.lazy';
import type { Trainer } from '~/domain';

export const TRAINERS_ERROR = msg({ id: 'trainers.error', message: 'The trainers could not be loaded.' });

export interface TrainersVm {
  loading: boolean;
  failed: boolean;
  trainers: Trainer[];
  showTitles: boolean;
}

export interface TrainersOn {
  retry(): void;
}

/** The trainer list (spec §2 trainers): one page of 10000, trainers.error (or the server's message) on failure. */
export function useTrainers(): { vm: TrainersVm; on: TrainersOn } {
  const { endpoints, session, toasts } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sel.selectClub);
  const trainers = useQuery(trainersQuery(endpoints));
  const error = trainers.isError ? trainers.error : null;
  useEffect(() => {
    if (error) toasts.error(error, TRAINERS_ERROR, { id: 'trainers.error' });
  }, [error, toasts]);
  return {
    vm: {
      loading: trainers.isPending,
      failed: trainers.isError,
      trainers: trainers.data ?? [],
      showTitles: club?.switches.showTitlesOnTrainerThumbnail ?? true,
    },
    on: { retry: () => void trainers.refetch() },
  };
}
