import type { MessageTree } from './mergeMessages';

/**
 * react-admin 5's own texts that ra-language-german (written for react-admin 3) lacks or words for
 * react-admin 3 (`#%{id}` where react-admin 5 sends `%{recordRepresentation}`), and its Swiss
 * spellings in the Austrian and German way ("Schließen"). Merged over ra-language-german.
 */
export const reactAdminGerman: MessageTree = {
  ra: {
    action: {
      clear_array_input: 'Liste leeren',
      close: 'Schließen',
      close_menu: 'Menü schließen',
      create_item: '%{item} anlegen',
      move_down: 'Nach unten',
      move_up: 'Nach oben',
      open: 'Öffnen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_columns: 'Spalten',
      select_row: 'Diese Zeile auswählen',
      toggle_theme: 'Helles/dunkles Design',
      update: 'Aktualisieren',
      update_application: 'Anwendung neu laden',
    },
    page: {
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Anmeldefehler',
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      access_denied: 'Sie haben nicht die nötigen Rechte für diese Seite.',
      auth_error: 'Beim Prüfen der Anmeldung ist ein Fehler aufgetreten.',
      authentication_error: 'Der Anmeldedienst hat einen Fehler gemeldet; Ihre Anmeldung konnte nicht geprüft werden.',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich ändern? |||| Möchten Sie diese %{smart_count} Elemente wirklich ändern?',
      bulk_update_title: '%{name} %{recordRepresentation} ändern |||| %{smart_count} %{name} ändern',
      clear_array_input: 'Möchten Sie wirklich die ganze Liste leeren?',
      delete_content: 'Möchten Sie %{name} wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
      select_all_limit_reached: 'Es sind zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} wurden ausgewählt.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      current_page: 'Seite %{page}',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      no_filtered_results: 'Mit den aktuellen Filtern wurden keine %{name} gefunden.',
      no_results: 'Keine %{name} gefunden',
      page: 'Zu Seite %{page}',
      page_out_of_boundaries: 'Die Seite %{page} liegt außerhalb des gültigen Bereichs',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      previous: 'Zur vorherigen Seite',
    },
    sort: {
      sort_by: 'Nach %{field_lower_first} %{order} sortieren',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      email: 'E-Mail',
    },
    notification: {
      application_update_available: 'Eine neue Version ist verfügbar.',
      not_authorized: 'Sie haben keinen Zugriff auf diese Ressource.',
      offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
    },
    validation: {
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern …',
      new_dialog_title: 'Aktuelle Abfrage speichern als',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message: 'Möchten Sie diese Abfrage wirklich aus Ihren gespeicherten Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie die Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten vorhanden',
        message: 'Bitte prüfen Sie den Datenanbieter',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite anpassen',
      inspector: {
        title: 'Inspektor',
        content: 'Fahren Sie über die Elemente der Seite, um sie anzupassen',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Tabelle',
        unlabeled: 'Spalte ohne Namen #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Eingabe ohne Namen #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Haupttext',
        secondaryText: 'Zweiter Text',
        tertiaryText: 'Dritter Text',
      },
    },
  },
};
