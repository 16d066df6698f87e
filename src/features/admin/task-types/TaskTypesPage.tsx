/**
 * Task types (GET /api/adm/queryTaskTypes): a table with media, action, amount, per-currency amounts and
 * status; add and edit in a form that then refreshes the list. The status switch flips in the browser only
 * (spec point 4: no call). Currencies come only from the same reply and are shown read-only.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Flex,
  Heading,
  List,
  Skeleton,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isKnown, TaskTypeStatus } from '@generated/known-values';
import type { AdminTaskTypesReply, Currency, TaskType, TaskTypeInput } from '@generated/models';
import {
  getQueryTaskTypesQueryKey,
  getQueryTaskTypesQueryOptions,
  useQueryTaskTypes,
} from '@generated/hooks/admin/admin';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import FiEdit2 from '~icons/feather/edit-2';
import FiPlus from '~icons/feather/plus';
import { EmptyMessage } from '@/components/feedback/States';
import { DataTable, type DataColumn } from '@/components/table/DataTable';
import { taskActionColor, taskActionLabel, taskTypeName } from '@/config/catalog';
import { formatMoney } from '@/lib/format';
import { DRAFT_KEYS, hasDraft } from '@/lib/drafts';
import { downloaded, loadOnce } from '@/lib/load-once';
import { useOnDemand } from '@/lib/useOnDemand';
import { Missing } from '../shared/cells';
import { mediaLabel } from '../shared/labels';
import { useAdminLocalState } from '../shared/local-state';
import { TASK_TYPES } from '../shared/lists';
import { QueryPage } from '../shared/QueryView';
import { taskTypeEntries } from '../shared/rows';
import { showsSaved } from './task-type-schema';
import type { SaveCheck } from './useTaskTypeForm';

/** The add and edit form (TaskTypeForm.tsx, with the form library): downloaded when first asked for. */
const loadForm = loadOnce(async () => downloaded(await import('./TaskTypeForm'), 'The task type form'));
const TaskTypeForm = lazy(() => loadForm().then((module) => ({ default: module.TaskTypeForm })));

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; taskType: TaskType };

/** An amount in a currency of the list: '$0.50', '₦750.00'; an unknown code keeps its code. */
export function currencyAmount(amount: number, code: string, currencies: readonly Currency[]): string {
  const symbol = currencies.find((currency) => currency.cur_code === code)?.symbol;
  return formatMoney(amount, code, symbol);
}

function CurrencyAmounts({ taskType, currencies }: { taskType: TaskType; currencies: readonly Currency[] }) {
  const entries = taskType.currencies ?? [];
  if (entries.length === 0) return <Missing />;
  return (
    <ul className="admin-list">
      {entries.map((entry) => (
        <li key={entry.cur_code} className="admin-pair">
          <span className="admin-num">{currencyAmount(entry.amount, entry.cur_code, currencies)}</span>
          <span className="admin-small">{entry.cur_code}</span>
        </li>
      ))}
    </ul>
  );
}

function StatusSwitch({ taskType }: { taskType: TaskType }) {
  const { setTaskTypeStatus } = useAdminLocalState();
  const active = taskType.status === 1;
  // A status the client does not know yet (an extensible enum) is shown as it came, with nothing to toggle.
  if (!isKnown(TaskTypeStatus, taskType.status)) {
    return (
      <Badge colorPalette="gray" variant="subtle">
        Status {String(taskType.status)}
      </Badge>
    );
  }
  return (
    <Switch.Root
      checked={active}
      colorPalette="green"
      size="sm"
      onCheckedChange={(details) => setTaskTypeStatus(taskType.id, details.checked ? 1 : 2)}
    >
      <Switch.HiddenInput role="switch" />
      <Switch.Control />
      <Switch.Label fontWeight="normal" minW="14">
        <VisuallyHidden>{taskTypeName(taskType)}</VisuallyHidden> {active ? 'Active' : 'Inactive'}
      </Switch.Label>
    </Switch.Root>
  );
}

function CurrencyList({ currencies }: { currencies: readonly Currency[] }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="currencies-title">
      <Card.Header>
        <Heading as="h2" size="md" id="currencies-title">
          Currencies
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Read only: currencies come from the server and can&apos;t be changed here.
        </Text>
      </Card.Header>
      <Card.Body>
        {currencies.length === 0 ? (
          <Text color="fg.muted">No currencies are set up yet.</Text>
        ) : (
          <List.Root variant="plain" gap="2">
            {currencies.map((currency) => (
              <List.Item key={currency.cur_code} alignItems="center" gap="3">
                <Badge variant="outline" size="md" fontFamily="mono" minW="12" justifyContent="center">
                  {currency.cur_code}
                </Badge>
                <Text flex="1">{currency.name || currency.cur_code}</Text>
                <Text fontWeight="semibold">{currency.symbol}</Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function TaskTypesContent({ data }: { data: AdminTaskTypesReply }) {
  const queryClient = useQueryClient();
  const { taskTypeStatus } = useAdminLocalState();
  const taskTypes = useMemo(() => taskTypeEntries(data.taskTypes, taskTypeStatus), [data.taskTypes, taskTypeStatus]);
  const currencies = data.currencies;
  // An add form left open by a reload or a session expiry, with a draft, opens again.
  const [form, setForm] = useState<FormState>(() =>
    hasDraft(DRAFT_KEYS.taskType(null)) ? { mode: 'add' } : { mode: 'closed' },
  );
  const [saved, setSaved] = useState<string | null>(null);
  /** The control that opened the form, to return focus to when it closes. */
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const formPart = useOnDemand(loadForm);
  const { want } = formPart;
  /** Opens the form once it has arrived; `from` is the button that opened it (a tap on a phone does not focus it). */
  const open = useCallback(
    (next: FormState, from: HTMLElement) => {
      opener.current = from;
      void want().then((arrived) => {
        if (!arrived) return;
        setSaved(null);
        setForm(next);
      });
    },
    [want],
  );
  /** Said on a button when the form could not be downloaded (its next press tries again). */
  const notArrived = formPart.failed ? ' (the form could not be downloaded: try again)' : '';
  /** Set when the form closes: focus goes back once the closed state is committed (the Add button is enabled again). */
  const returnFocus = useRef(false);
  const close = () => {
    returnFocus.current = true;
    setForm({ mode: 'closed' });
  };
  useEffect(() => {
    if (form.mode !== 'closed' || !returnFocus.current) return;
    returnFocus.current = false;
    // Back to the button that opened the form, if it is still there.
    const target = opener.current;
    (target?.isConnected ? target : addButton.current)?.focus();
  }, [form.mode]);
  const onSaved = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: getQueryTaskTypesQueryKey() });
    setSaved(message);
    close();
  };
  /** A save of unknown outcome: the list fetched again, and whether it shows what was sent (see TaskTypeForm). */
  const confirmSaved = async (sent: TaskTypeInput, id: number | null): Promise<SaveCheck> => {
    const before = new Set(data.taskTypes.map((taskType) => taskType.id));
    try {
      const reply = await queryClient.fetchQuery({ ...getQueryTaskTypesQueryOptions(), staleTime: 0 });
      const listed = reply.data.taskTypes;
      const shown = listed.some((taskType) =>
        id === null ? !before.has(taskType.id) && showsSaved(taskType, sent) : taskType.id === id && showsSaved(taskType, sent),
      );
      return shown ? 'shown' : 'not-shown';
    } catch {
      return 'unchecked';
    }
  };

  const columns = useMemo<DataColumn<TaskType, never>[]>(
    () => [
      {
        id: 'name',
        header: 'Task type',
        cell: (row) => (
          <div>
            <div className="admin-strong">{taskTypeName(row)}</div>
            <div className="admin-small">ID {row.id}</div>
          </div>
        ),
      },
      { id: 'media', header: 'Media', cell: (row) => mediaLabel(row.media) },
      {
        id: 'action',
        header: 'Action',
        cell: (row) => (
          <Badge colorPalette={taskActionColor(row.action)} variant="subtle">
            {taskActionLabel(row.action)}
          </Badge>
        ),
      },
      {
        id: 'amount',
        header: 'Amount',
        align: 'end',
        cell: (row) =>
          row.amount === undefined ? <Missing /> : <span className="admin-num">{formatMoney(row.amount)}</span>,
      },
      {
        id: 'currencies',
        header: 'Per currency',
        cell: (row) => <CurrencyAmounts taskType={row} currencies={currencies} />,
      },
      { id: 'status', header: 'Status', cell: (row) => <StatusSwitch taskType={row} /> },
      {
        id: 'edit',
        header: <VisuallyHidden>Actions</VisuallyHidden>,
        align: 'end',
        cell: (row) => (
          <Button
            size="xs"
            variant="outline"
            onPointerEnter={formPart.prefetch}
            onFocus={formPart.prefetch}
            onClick={(event) => open({ mode: 'edit', taskType: row }, event.currentTarget)}
          >
            <FiEdit2 aria-hidden="true" /> Edit{' '}
            <VisuallyHidden>
              {taskTypeName(row)}
              {notArrived}
            </VisuallyHidden>
          </Button>
        ),
      },
    ],
    [currencies, open, formPart.prefetch, notArrived],
  );

  return (
    <Stack gap="6">
      <Stack gap="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text color="fg.muted">{taskTypes.length === 1 ? '1 task type' : `${taskTypes.length} task types`}</Text>
          <Button
            ref={addButton}
            colorPalette="brand"
            onPointerEnter={formPart.prefetch}
            onFocus={formPart.prefetch}
            onClick={(event) => open({ mode: 'add' }, event.currentTarget)}
            disabled={form.mode === 'add'}
          >
            <FiPlus aria-hidden="true" /> Add task type
            {notArrived ? <VisuallyHidden>{notArrived}</VisuallyHidden> : null}
          </Button>
        </Flex>
        <Box role="status" aria-live="polite" aria-atomic="true">
          {saved ? (
            <Alert.Root status="success" borderRadius="l2" alignItems="center" mt="4">
              <Alert.Indicator />
              <Alert.Title flex="1">{saved}</Alert.Title>
              <CloseButton size="sm" aria-label="Dismiss message" onClick={() => setSaved(null)} />
            </Alert.Root>
          ) : null}
        </Box>
      </Stack>

      {form.mode !== 'closed' ? (
        <Suspense fallback={<Skeleton h="64" borderRadius="2xl" />}>
          <TaskTypeForm
            key={form.mode === 'edit' ? `edit-${form.taskType.id}` : 'add'}
            editing={form.mode === 'edit' ? form.taskType : null}
            currencies={currencies}
            onCancel={close}
            onSaved={onSaved}
            confirmSaved={confirmSaved}
          />
        </Suspense>
      ) : null}

      {taskTypes.length === 0 ? (
        <EmptyMessage title="No task types yet">Add a task type so advertisers can order tasks.</EmptyMessage>
      ) : (
        <DataTable
          caption="Task types"
          columns={columns}
          rows={taskTypes}
          rowKey={(row) => String(row.id)}
          minW="4xl"
        />
      )}

      <CurrencyList currencies={currencies} />
    </Stack>
  );
}

export function TaskTypesPage() {
  const list = useQueryTaskTypes();
  return (
    <QueryPage page={TASK_TYPES} query={list}>
      {(data) => <TaskTypesContent data={data} />}
    </QueryPage>
  );
}
