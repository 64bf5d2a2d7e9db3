export { AppIntl } from './i18n/AppIntl';
export { uiCatalogues } from './i18n/catalogues';
export { catalogues, loadCatalogue, loadedCatalogue, mergeCatalogues, preloadCatalogues, useCatalogue } from './i18n/loading';
export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Catalogue, type Catalogues, type Locale } from './i18n/locales';
export {
  HANDLES_FORBIDDEN,
  homePath,
  type LoadClient,
  REMEMBER_ME_KEY,
  type RemoteAppProps,
  type SessionUser,
  type ShellPreferences,
  type ShellSession,
  type StoreLinkUrls,
} from './session';
export { SESSION_USER_FRAGMENT, SESSION_USER_KEYS } from './session-user';
export { loginPath, NEXT_PARAM, pathAfterSignIn, roleMayOpen, safeReturnPath, SIGNED_OUT_PAGES } from './return-to';
export { BRIGADE_ORANGE, DISABLED_OPACITY } from './theme';
export { Button, type ButtonProps } from './components/button/Button';
export { BUTTON_SIZE_TOKENS, type ButtonSize } from './components/button/sizes';
export { BUTTON_VARIANTS, type ButtonVariant } from './components/button/variants';
export { Icon, ICON_SIZES, type IconProps, type IconSize } from './components/icon/Icon';
export { Dropdown, DROPDOWN_MIN_WIDTH, type DropdownItem, type DropdownProps, type DropdownType } from './components/dropdown/Dropdown';
export { DataTable, type DataTableProps } from './components/data-table/DataTable';
export { ScrollableTable } from './components/data-table/ScrollableTable';
export { TextLink } from './components/text-link/TextLink';
export { DEFAULT_COLUMN_WIDTH, type DataTableColumn } from './components/data-table/columns';
export { Pagination, type PaginationProps } from './components/pagination/Pagination';
export { pageCount } from './components/pagination/pages';
export { PageSpinner, Spinner, SPINNER_SIZE } from './components/spinner/Spinner';
export { ERROR_LIST_TOAST_SECONDS, TOAST_SECONDS, useToast, type Toasts } from './components/toast/useToast';
export { useConfirm, useConfirmDelete, type Confirm, type ConfirmOptions } from './components/confirm/useConfirm';
export { deleteTitles, type Deletable } from './components/confirm/messages';
export { useUnsavedChangesGuard, type UnsavedChangesGuardOptions } from './components/unsaved-changes/useUnsavedChangesGuard';
export { BrigadeForm, type BrigadeFormProps } from './components/form/BrigadeForm';
export { useValidateMessages, type ValidateMessages } from './components/form/useValidateMessages';
export { useRenderEmpty } from './components/empty/useRenderEmpty';
export { StatusTag } from './components/status/StatusTag';
export { StoreLinks } from './components/store-links/StoreLinks';
export { plainThemeVars, plainVar, type PlainVar } from './plain/theme-vars';
export { usePlainStyles } from './plain/styles';
export { PlainButton, type PlainButtonProps } from './plain/PlainButton';
export { TextField, type TextFieldProps } from './plain/TextField';
export { PasswordField, type PasswordFieldProps } from './plain/PasswordField';
export { CheckboxField, type CheckboxFieldProps } from './plain/CheckboxField';
export { Notice, type NoticeProps, type NoticeType } from './plain/Notice';
export { PlainCard, type PlainCardProps } from './plain/PlainCard';
export { PlainLink, type PlainLinkProps } from './plain/PlainLink';
export { PlainSelect, type PlainSelectOption, type PlainSelectProps } from './plain/PlainSelect';
export { PlainSwitch, type PlainSwitchProps } from './plain/PlainSwitch';
export { statusColor, statusLabel, statusMessages, type StatusFilterValue } from './components/status/statuses';
export { ListToolbar, PAGE_SIZES, SEARCH_DELAY_MS, type ListToolbarProps } from './components/list-toolbar/ListToolbar';
export { ImageUpload, type ImageUploadProps } from './components/image-upload/ImageUpload';
export { UPLOAD_URL, UploadRefused, uploadMedia, type MediaKind, type UploadedMedia } from './components/image-upload/upload';
export { splitServerError, type FieldProblem, type ServerProblems } from './forms/server-errors';
export { inUseRefusal, type InUseRefusal, type UsedIn } from './forms/in-use';
export { useFormProblems } from './forms/useFormProblems';
export { useSubmissionKey, IDEMPOTENCY_KEY_HEADER, type KeyedContext } from './forms/useSubmissionKey';
export { formMessages } from './forms/messages';
export { usePhoneRule } from './forms/phone';
export { placeInOrder } from './ordering/place-in-order';
export { ORDER_PAGE_SIZE, readInOrder } from './ordering/read-in-order';
