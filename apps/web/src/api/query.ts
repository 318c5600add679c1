import {
  QueryClientContext,
  useInfiniteQuery as useTanstackInfiniteQuery,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { queryClient } from './queryClient';

/**
 * TanStack Query's hooks over the app's client (api/queryClient.ts) without a
 * QueryClientProvider around the app, which would make the client part of the first screen
 * (api/cachedQuery.ts). A provider above still wins (tests give their own client).
 */
export function useQueryClient() {
  return useContext(QueryClientContext) ?? queryClient;
}

export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0]) =>
  useTanstackQuery(options, useQueryClient())) as typeof useTanstackQuery;

export const useInfiniteQuery = ((options: Parameters<typeof useTanstackInfiniteQuery>[0]) =>
  useTanstackInfiniteQuery(options, useQueryClient())) as typeof useTanstackInfiniteQuery;

export const useMutation = ((options: Parameters<typeof useTanstackMutation>[0]) =>
  useTanstackMutation(options, useQueryClient())) as typeof useTanstackMutation;
