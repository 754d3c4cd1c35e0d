import { codeOnDemand, TextInputField } from '@wayfare/ui';
import { useRef, useState, type ComponentType } from 'react';
import type { DestinationComboboxProps } from './DestinationCombobox';
import { hotelSearchTexts } from './hotelSearchTexts';

export type DestinationFieldProps = Omit<DestinationComboboxProps, 'takesFocus'>;

type Combobox = ComponentType<DestinationComboboxProps>;

/** The combobox's code (MUI's Autocomplete, Popper, the suggestions' call): once per page. */
const comboboxCode = codeOnDemand<Combobox>(
  async () => (await import('./DestinationCombobox')).DestinationCombobox,
);

/**
 * The hotel search's destination, drawn first as a plain field of the same look: the combobox
 * that suggests places loads when the traveller reaches for it (a pointer over it, focus) and
 * takes its place, focused and open on what was typed meanwhile. A page that shows the search
 * (the home page's hotel tabs) does not load the combobox's code before it is wanted.
 */
export function DestinationField(props: DestinationFieldProps) {
  const [combobox, setCombobox] = useState<
    | {
        readonly Combobox: Combobox;
        /** The plain field had focus when the combobox arrived. */
        readonly takesFocus: boolean;
      }
    | undefined
  >(() => {
    const Combobox = comboboxCode.loaded();
    return Combobox && { Combobox, takesFocus: false };
  });
  const typing = useRef(false);
  const reach = () =>
    void comboboxCode.load().then(
      (Combobox) => setCombobox({ Combobox, takesFocus: typing.current }),
      () => undefined,
    );
  if (combobox !== undefined)
    return <combobox.Combobox {...props} takesFocus={combobox.takesFocus} />;
  return (
    <TextInputField
      label={hotelSearchTexts.destination}
      placeholder={hotelSearchTexts.destinationPlaceholder}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      autoComplete="off"
      error={props.error !== undefined}
      helperText={props.error}
      inputRef={props.inputRef}
      htmlInput={{
        // The combobox it becomes, closed: assistive technology meets one field throughout.
        role: 'combobox',
        'aria-expanded': false,
        'aria-autocomplete': 'list',
        'data-search-location': true,
        onPointerOver: reach,
        onFocus: () => {
          typing.current = true;
          reach();
        },
        onBlur: () => {
          typing.current = false;
        },
      }}
    />
  );
}
