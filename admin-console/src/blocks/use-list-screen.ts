import type { EntityMessages } from '../lib/messages.ts';
import { type EntityEditorOptions, useEntityEditor } from './use-entity-editor.ts';
import { useFlagToggle } from './use-flag-toggle.ts';
import { useList } from './use-list.ts';
import { useSearch } from './use-search.ts';
import { useStatus } from './use-status.ts';

export interface ListScreenOptions<T extends { id: number }, V>
  extends Omit<EntityEditorOptions<T, V>, 'emptyForm' | 'messages' | 'status' | 'reload'> {
  /** The list's name in the API's answer, e.g. `services` (see useList). */
  readonly field: string;
  /** One record, e.g. "SEO Setting": "Add SEO Setting", "Edit SEO Setting". */
  readonly noun: string;
  readonly messages: EntityMessages & EntityEditorOptions<T, V>['messages'];
  /** The fields the screen's search looks in. */
  readonly searchFields: readonly (keyof T)[];
  /** The add form's values; some depend on the records already there (sort order, taken pages). */
  readonly emptyForm: (items: readonly T[]) => V;
}

/**
 * The state of a content list screen (services, promotions, reviews, SEO settings, locations):
 * its list from the API, the status banner, the inline toggles, the search and the add/edit
 * editor, wired together as every such screen needs them (a change reloads the list).
 */
export function useListScreen<
  T extends { id: number },
  V,
  // The screen's own messages, kept whole: a screen with an active toggle reads its texts from them.
  M extends ListScreenOptions<T, V>['messages'] = ListScreenOptions<T, V>['messages'],
>(options: ListScreenOptions<T, V> & { readonly messages: M }) {
  const { resource, field, noun, messages, searchFields, emptyForm } = options;
  const list = useList<T>(resource, field, messages.loadFailed);
  const status = useStatus();
  const toggle = useFlagToggle(resource, status, list.reload);
  const search = useSearch(list.items, searchFields);
  const editor = useEntityEditor<T, V>({
    ...options,
    emptyForm: () => emptyForm(list.items),
    status,
    reload: list.reload,
  });
  // The props <EditorDialogs> takes from the screen: `<EditorDialogs {...screen.dialogs} …>`.
  const dialogs = { editor, noun, thing: messages.thing };
  // The props of the form's fields (FormFieldsProps): `<ServiceFormFields {...screen.fields} />`.
  const fields = { values: editor.values, errors: editor.errors, onChange: editor.patch };
  return { noun, messages, list, status, toggle, search, editor, dialogs, fields };
}

/** What `useListScreen` gives a screen. */
export type ListScreen<
  T extends { id: number },
  V,
  M extends ListScreenOptions<T, V>['messages'] = ListScreenOptions<T, V>['messages'],
> = ReturnType<typeof useListScreen<T, V, M>>;
