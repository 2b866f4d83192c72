import { useEffect } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '~machines/session/session.selectors';
import { productQuery } from '~/api/queries';
import { templatesQuery, trainerQuery } from '~/api/queries.lazy';
import type { ProductCard, Template, Trainer } from '~/domain';
import { TRAINERS_ERROR } from './useTrainers';

export interface TrainerVm {
  loading: boolean;
  failed: boolean;
  trainer: Trainer | null;
  templates: Template[];
  products: ProductCard[];
  productsLoading: boolean;
  showProductTitles: boolean;
}

/** One trainer (spec §2 trainers {trainerId}[/{trainerName}]): detail, templates and products. */
export function useTrainer(trainerId: number): { vm: TrainerVm } {
  const { endpoints, session, toasts } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sel.selectClub);
  const trainer = useQuery(trainerQuery(endpoints, trainerId));
  const templates = useQuery({ ...templatesQuery(endpoints, trainerId), enabled: trainer.isSuccess });
  const productIds = trainer.data?.productIdList ?? [];
  const products = useQueries({
    queries: productIds.map((id) => ({ ...productQuery(endpoints, id), retry: false })),
  });
  const error = trainer.isError ? trainer.error : null;
  useEffect(() => {
    if (error) toasts.error(error, TRAINERS_ERROR, { id: 'trainers.error' });
  }, [error, toasts]);
  return {
    vm: {
      loading: trainer.isPending,
      failed: trainer.isError,
      trainer: trainer.data ?? null,
      // the templates call is the fuller answer; the trainer's own list stands in until it arrives or if it fails
      templates: templates.data ?? trainer.data?.templates ?? [],
      products: products.flatMap((p) => (p.data ? [p.data] : [])),
      productsLoading: products.some((p) => p.isPending),
      showProductTitles: club?.switches.showTitlesOnProductThumbnail ?? true,
    },
  };
}
